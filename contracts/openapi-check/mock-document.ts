import { endpoints, isMutating, type EndpointName } from '../../src/config/endpoints';
import type { OpenApiDocument } from './document';

/**
 * An OpenAPI document of the API as this project's mock answers it, written from the endpoint
 * table (`src/config/endpoints.ts`): every call with the statuses the mock responds with, the
 * `X-Session-ID` and `X-XSRF-TOKEN` header parameters, the sign-in cookies as cookie parameters,
 * `Set-Cookie` on the responses that set them, and the logout's optional JSON body. It declares
 * what the pacts need and no more (request bodies are JSON objects; an answer's schema names its
 * keys, each of any value): it is what the OpenAPI check's tests compare the pacts with, and the
 * shape a FastAPI document takes once the routes declare what they do, their answers with a
 * `response_model` (docs/api-contract.md, "The API's OpenAPI document").
 */

/** The statuses other than 200 the mock responds with, call by call. */
const ERRORS: Record<EndpointName, number[]> = {
  refresh: [401, 403],
  login: [401, 403, 422],
  me: [401],
  logout: [403],
  getUser: [401, 404, 422],
  updateUser: [400, 401, 404, 409, 422],
  listProducts: [422],
  getProduct: [404, 422],
  createProduct: [400, 401, 422],
  updateProduct: [401, 404, 422],
  deleteProduct: [401, 404, 422],
  addToCart: [400, 404, 422],
  getCart: [400],
  updateCartItem: [400, 404, 422],
  removeCartItem: [404, 422],
  createOrder: [400, 404, 422],
  listOrders: [401, 422],
  getOrder: [401, 404, 422],
  setOrderStatus: [400, 401, 404, 422],
};

/** The calls keyed by the cart's `X-Session-ID`. */
const SESSION_CALLS: EndpointName[] = [
  'addToCart',
  'getCart',
  'updateCartItem',
  'removeCartItem',
  'createOrder',
];

/** The calls whose 200 sets cookies. */
const SETS_COOKIES: EndpointName[] = ['login', 'refresh', 'logout'];

/** The calls that send a JSON body (the logout's `{}` is optional). */
const BODIES: EndpointName[] = [
  'login',
  'logout',
  'updateUser',
  'createProduct',
  'updateProduct',
  'addToCart',
  'updateCartItem',
  'createOrder',
  'setOrderStatus',
];

/** The query parameters of the calls that take any. */
const QUERIES: Partial<Record<EndpointName, Record<string, string>>> = {
  listProducts: {
    name: 'string',
    min_price: 'number',
    max_price: 'number',
    quantity: 'integer',
    sort: 'string',
    // The consumer request (contracts/consumer-requests.ts): production lacks these.
    category: 'string',
    sub_category: 'string',
    limit: 'integer',
    offset: 'integer',
  },
  listOrders: { page: 'integer', page_size: 'integer', sort_asc: 'boolean' },
};

const json = (schema: object) => ({ 'application/json': { schema } });

/** An object of these keys, each of any value: no other key (the comparator refuses an answer's undeclared keys). */
const keys = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, {}])),
});

/** What the mock answers with 200, call by call. */
const ANSWERS: Record<EndpointName, object> = {
  refresh: keys('message'),
  login: keys('message'),
  me: keys('user'),
  logout: keys('message'),
  getUser: keys('user'),
  updateUser: keys('message'),
  // A bare list, or a page when asked for one (the consumer request productPages).
  listProducts: { anyOf: [{ type: 'array' }, keys('items', 'total', 'limit', 'offset')] },
  getProduct: keys('product'),
  createProduct: keys('product'),
  updateProduct: { type: 'string' },
  deleteProduct: { type: 'string' },
  addToCart: keys('message', 'item'),
  getCart: keys('items', 'total_price'),
  updateCartItem: keys('message'),
  removeCartItem: keys('message'),
  createOrder: keys('order'),
  listOrders: keys('orders', 'page', 'page_size', 'total_orders'),
  // `customer` is the consumer request orderCustomer's.
  getOrder: keys('order_id', 'order_total', 'items', 'customer'),
  setOrderStatus: { type: 'string' },
};

/** What the mock answers with an error, 422 included: `{"detail": …}`. */
const ERROR_ANSWER = keys('detail');

const header = (name: string, required: boolean) => ({
  name,
  in: 'header',
  required,
  schema: { type: 'string' },
});

const cookie = (name: string) => ({
  name,
  in: 'cookie',
  required: false,
  schema: { type: 'string' },
});

function operation(name: EndpointName, method: string, path: string) {
  const parameters = [
    ...[...path.matchAll(/:(\w+)/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: param === 'id' ? 'integer' : 'string' },
    })),
    ...Object.entries(QUERIES[name] ?? {}).map(([param, type]) => ({
      name: param,
      in: 'query',
      required: false,
      schema: { type },
    })),
    ...(SESSION_CALLS.includes(name) ? [header('X-Session-ID', true)] : []),
    ...(isMutating(method) ? [header('X-XSRF-TOKEN', false)] : []),
    cookie('access_token'),
    cookie('refresh_token'),
  ];
  const responses = Object.fromEntries(
    [200, ...ERRORS[name]].map((status) => [
      String(status),
      {
        description: status === 200 ? 'Successful Response' : `Error ${status}`,
        content: json(status === 200 ? ANSWERS[name] : ERROR_ANSWER),
        ...(status === 200 &&
          SETS_COOKIES.includes(name) && {
            headers: {
              'Set-Cookie': {
                description: 'The sign-in cookies',
                schema: { type: 'string' },
              },
            },
          }),
      },
    ]),
  );
  return {
    operationId: name,
    parameters,
    ...(BODIES.includes(name) && {
      requestBody: { required: name !== 'logout', content: json({ type: 'object' }) },
    }),
    responses,
  };
}

/** The document, as OpenAPI 3.1 (FastAPI on pydantic 2), or with `version` as another. */
export function mockApiDocument(version = '3.1.0'): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, { method, path }] of Object.entries(endpoints)) {
    const documentPath = path.replace(/:(\w+)/g, '{$1}');
    paths[documentPath] = {
      ...paths[documentPath],
      [method.toLowerCase()]: operation(name as EndpointName, method, path),
    };
  }
  return {
    openapi: version,
    info: { title: 'webshop-api as the mock answers it', version: '1' },
    paths,
  } as OpenApiDocument;
}
