/**
 * The API's endpoint table (docs/api-contract.md, "Production's wire format"): the only place
 * paths are spelled.
 * Paths use `:param` placeholders, which MSW's handlers match as they are.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  path: string;
}

export const endpoints = {
  refresh: { method: 'POST', path: '/api/auth/refresh' },
  login: { method: 'POST', path: '/api/auth/login' },
  me: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  getUser: { method: 'GET', path: '/api/user/:id' },
  updateUser: { method: 'PATCH', path: '/api/user/:id' },
  listProducts: { method: 'GET', path: '/api/products' },
  getProduct: { method: 'GET', path: '/api/product/:id' },
  createProduct: { method: 'POST', path: '/api/create/product' },
  updateProduct: { method: 'PATCH', path: '/api/product/:id' },
  deleteProduct: { method: 'DELETE', path: '/api/product/:id' },
  addToCart: { method: 'POST', path: '/api/add-item' },
  getCart: { method: 'GET', path: '/api/get-items' },
  /** `:direction` is `inc` or `dec`; the body is `{ id }`, the cart line's id. */
  updateCartItem: { method: 'PATCH', path: '/api/cart/:direction' },
  removeCartItem: { method: 'DELETE', path: '/api/remove-item/:id' },
  createOrder: { method: 'POST', path: '/api/create-order' },
  listOrders: { method: 'GET', path: '/api/orders' },
  getOrder: { method: 'GET', path: '/api/order/:id' },
  setOrderStatus: { method: 'PATCH', path: '/api/status/order/:id' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export type PathParams = Record<string, string | number>;

/** Fills the `:param` placeholders of an endpoint's path. */
export function endpointPath(name: EndpointName, params: PathParams = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Missing path parameter "${key}" for ${name}.`);
    return encodeURIComponent(String(params[key]));
  });
}

/** Calls that change server state send the CSRF header. */
export function isMutating(method: string | undefined): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes((method ?? 'GET').toUpperCase());
}
