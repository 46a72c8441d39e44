import { HttpResponse, http } from 'msw';
import { endpointPath, endpoints } from '../../src/config/endpoints';
import { CART_DETAILS } from '../handlers/cart';
import { placeOrder } from '../handlers/checkout';
import { anyOrigin, errorResponse } from '../http/responses';
import type { ScenarioGroup } from './types';

export const CHECKOUT_DOWN_DETAIL = 'The order service is temporarily unavailable.';

const notEnoughStock = () => errorResponse(400, CART_DETAILS.notEnoughStock);

export const shopScenarios: ScenarioGroup = {
  'out-of-stock': {
    description: `Adding to the cart and increasing a cart line get 400 "${CART_DETAILS.notEnoughStock}"; a decrease still works.`,
    handlers: () => [
      http.post(anyOrigin(endpoints.addToCart.path), notEnoughStock),
      http.patch(anyOrigin(endpointPath('updateCartItem', { direction: 'inc' })), notEnoughStock),
    ],
  },
  'checkout-fails': {
    description: 'Placing an order gets 500 with a detail; the cart is kept.',
    handlers: () => [
      http.post(anyOrigin(endpoints.createOrder.path), () =>
        errorResponse(500, CHECKOUT_DOWN_DETAIL),
      ),
    ],
  },
  'checkout-answer-lost': {
    description:
      "An order is placed (stock taken, cart emptied) but its answer never reaches the page, as when a phone's network drops it; a refused order answers as usual.",
    handlers: () => [
      http.post(anyOrigin(endpoints.createOrder.path), async (info) => {
        const answer = await placeOrder(info);
        return answer instanceof Response && answer.ok ? HttpResponse.error() : answer;
      }),
    ],
  },
};
