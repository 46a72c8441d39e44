import { delay, http } from 'msw';
import { anyOrigin, DETAILS, errorResponse } from '../http';
import { mockSettings } from '../settings';
import { authHandlers } from './auth';
import { productHandlers } from './products';
import { productAdminHandlers } from './product-admin';
import { storageHandlers } from '../storage/handlers';
import { cartHandlers } from './cart';
import { checkoutHandlers } from './checkout';
import { userHandlers } from './users';
import { orderHandlers } from './orders';
import { imageHandlers } from './images';

/** `*\/api/*` also matches the dev server's modules, such as /src/features/cart/api/get-cart.ts. */
const isApiPath = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

/** Runs first for every API call and falls through: the mock's network latency. */
const latency = http.all(anyOrigin('/api/*'), async ({ request }) => {
  if (mockSettings.latencyMs > 0 && isApiPath(request)) await delay(mockSettings.latencyMs);
});

/** Runs last: an API path no handler knows. */
const unknownRoute = http.all(anyOrigin('/api/*'), ({ request }) =>
  isApiPath(request) ? errorResponse(404, DETAILS.notFound) : undefined,
);

export const handlers = [
  latency,
  ...authHandlers,
  ...productHandlers,
  ...productAdminHandlers,
  ...userHandlers,
  ...orderHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...storageHandlers,
  ...imageHandlers,
  unknownRoute,
];
