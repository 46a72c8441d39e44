import { http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { anyOrigin, errorResponse } from '../http';
import type { ScenarioGroup } from './types';

export const OUT_OF_STOCK_DETAIL = 'Not enough stock: this product is sold out.';
export const CHECKOUT_DOWN_DETAIL = 'The order service is temporarily unavailable.';

export const shopScenarios: ScenarioGroup = {
  'out-of-stock': {
    description: 'Adding to the cart and increasing a cart line answer 400 (not enough stock).',
    handlers: () => [
      http.post(anyOrigin(endpoints.addToCart.path), () => errorResponse(400, OUT_OF_STOCK_DETAIL)),
      http.patch(anyOrigin(endpoints.updateCartItem.path), async ({ request }) => {
        // The body is read from a clone: a decrease falls through to the normal handler.
        const body: unknown = await request
          .clone()
          .json()
          .catch(() => null);
        const increase =
          typeof body === 'object' &&
          body !== null &&
          'direction' in body &&
          body.direction === 'inc';
        return increase ? errorResponse(400, OUT_OF_STOCK_DETAIL) : undefined;
      }),
    ],
  },
  'checkout-fails': {
    description: 'Placing an order answers 500 with a detail; the cart is kept.',
    handlers: () => [
      http.post(anyOrigin(endpoints.createOrder.path), () =>
        errorResponse(500, CHECKOUT_DOWN_DETAIL),
      ),
    ],
  },
};
