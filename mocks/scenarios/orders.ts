import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { ORDER_LIST_QUERY } from '../handlers/orders';
import { anyOrigin, errorResponse, withErrors } from '../http/responses';
import { RequestChecks } from '../http/validation';
import type { ScenarioGroup } from './types';

export const ordersScenarios: ScenarioGroup = {
  'no-orders': {
    description: 'The order list is empty ("No orders yet").',
    handlers: () => [
      http.get(
        anyOrigin(endpoints.listOrders.path),
        withErrors(({ request }) => {
          const checks = new RequestChecks();
          const { page, page_size } = checks.query(
            ORDER_LIST_QUERY,
            new URL(request.url).searchParams,
          );
          checks.done();
          return HttpResponse.json({ page, page_size, total_orders: 0, orders: [] });
        }),
      ),
    ],
  },
  'orders-down': {
    description: 'The order list responds 500 (the list shows its error state).',
    handlers: () => [
      http.get(anyOrigin(endpoints.listOrders.path), () =>
        errorResponse(500, 'The order service is temporarily unavailable.'),
      ),
    ],
  },
  'status-change-fails': {
    description: 'Setting an order status gets 409 once (a danger toast with the detail).',
    handlers: () => [
      http.patch(
        anyOrigin(endpoints.setOrderStatus.path),
        () => errorResponse(409, 'The order was changed by someone else. Reload and try again.'),
        { once: true },
      ),
    ],
  },
  'profile-save-fails': {
    description: 'Saving the profile gets 500 once (a danger toast with the detail).',
    handlers: () => [
      http.patch(
        anyOrigin(endpoints.updateUser.path),
        () => errorResponse(500, 'The user service is temporarily unavailable.'),
        { once: true },
      ),
    ],
  },
};
