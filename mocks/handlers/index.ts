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

/** Runs first for every API call and falls through: the mock's network latency. */
const latency = http.all(anyOrigin('/api/*'), async () => {
  if (mockSettings.latencyMs > 0) await delay(mockSettings.latencyMs);
});

/** Runs last: an API path no handler knows. */
const unknownRoute = http.all(anyOrigin('/api/*'), () => errorResponse(404, DETAILS.notFound));

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
