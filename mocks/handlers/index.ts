import { delay, http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { anyOrigin, DETAILS, errorResponse } from '../http/responses';
import { latencyFor } from '../latency';
import { authHandlers } from './auth';
import { productHandlers } from './products';
import { productAdminHandlers } from './product-admin';
import { storageHandlers } from '../storage/handlers';
import { cartHandlers } from './cart';
import { checkoutHandlers } from './checkout';
import { userHandlers } from './users';
import { orderHandlers } from './orders';
import { imageHandlers } from '../pictures/handlers';
import { resizerHandlers } from '../pictures/resizer-handlers';

/** `*\/api/*` also matches the dev server's modules, such as /src/features/cart/api/get-cart.ts. */
const isApiPath = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

/** Runs first for every call and falls through: the mock's network latency (mocks/latency.ts). */
const latency = http.all('*', async ({ request }) => {
  const ms = latencyFor(new URL(request.url).pathname);
  if (ms > 0) await delay(ms);
});

/** The methods of the endpoints whose path matches the URL. */
function methodsOf(url: URL): string[] {
  return Object.values(endpoints)
    .filter((endpoint) => matchRequestUrl(url, anyOrigin(endpoint.path)).matches)
    .map((endpoint) => endpoint.method);
}

/** Runs last: an API path no handler knows gets 404, a known path with another method 405. */
const unknownRoute = http.all(anyOrigin('/api/*'), ({ request }) => {
  if (!isApiPath(request)) return undefined;
  const allowed = methodsOf(new URL(request.url));
  if (!allowed.length) return errorResponse(404, DETAILS.notFound);
  return HttpResponse.json(
    { detail: DETAILS.methodNotAllowed },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  );
});

/** Every route of the API, of the storage service, of the seed pictures and of the resizers. */
export const routeHandlers: RequestHandler[] = [
  ...authHandlers,
  ...productHandlers,
  ...productAdminHandlers,
  ...userHandlers,
  ...orderHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  // Before the storage's `*/v0/b/…`, which would match a download URL inside a resizer's path.
  ...resizerHandlers,
  ...storageHandlers,
  ...imageHandlers,
  unknownRoute,
];

/** The latency first, then `routes` (the browser puts them behind one handler of its own). */
export function withLatency(routes: RequestHandler[]): RequestHandler[] {
  return [latency, ...routes];
}

export const handlers = withLatency(routeHandlers);
