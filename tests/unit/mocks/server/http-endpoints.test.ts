// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, type EndpointName } from '../../../../src/config/endpoints';
import {
  call,
  expiredAccessSession,
  guestSession,
  staffSession,
  useMockServer,
  type Session,
} from '../../support/harness';

const server = useMockServer();

interface ValidCall {
  /** `refreshable`: signed in, the access token expired (when production's refresh responds 200). */
  as: 'guest' | 'staff' | 'refreshable';
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
}

/**
 * A valid request for every endpoint of the table. Typed by EndpointName, so a new endpoint
 * fails the type check until it is listed here, and then must have a handler.
 */
const validCalls: Record<EndpointName, ValidCall> = {
  refresh: { as: 'refreshable' },
  login: { as: 'guest', body: { username: 'admin', password: 'Admin123!' } },
  me: { as: 'guest' },
  logout: { as: 'staff', body: {} },
  getUser: { as: 'staff', params: { id: 1 } },
  updateUser: { as: 'staff', params: { id: 1 }, body: { name: 'Shop Owner' } },
  listProducts: { as: 'guest', query: 'name=a&min_price=1&max_price=2000&quantity=1&sort=asc' },
  getProduct: { as: 'guest', params: { id: 1 } },
  createProduct: {
    as: 'staff',
    body: {
      product_name: 'Test Drill',
      description: 'Drills holes.',
      price: 49.9,
      quantity: 2,
      category: 'tools',
      sub_category: 'power tools',
      image_url: 'https://firebasestorage.googleapis.com/v0/b/x/o/product_picture%2Fdrill.png',
    },
  },
  updateProduct: {
    as: 'staff',
    params: { id: 1 },
    body: {
      product_name: 'Renamed',
      description: 'New text.',
      price: 10,
      quantity: 3,
      image_url: '',
    },
  },
  deleteProduct: { as: 'staff', params: { id: 1 } },
  addToCart: { as: 'guest', body: { product_id: 3, quantity: 1 } },
  getCart: { as: 'guest' },
  updateCartItem: { as: 'guest', params: { direction: 'dec' }, body: { id: 'CART_ITEM' } },
  removeCartItem: { as: 'guest', params: { id: 'CART_ITEM' } },
  createOrder: {
    as: 'guest',
    body: {
      name: 'Ana',
      last_name: 'Anić',
      phone: '+387 61 123-456',
      address: 'Main 1',
      email: '',
    },
  },
  listOrders: { as: 'staff', query: 'page=1&page_size=5&sort_asc=true' },
  getOrder: { as: 'staff', params: { id: 1 } },
  setOrderStatus: { as: 'staff', params: { id: 1 }, body: { status: 'accepted' } },
};

const fillCartItem = (value: unknown, cartItemId: number): unknown =>
  value === 'CART_ITEM'
    ? cartItemId
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key, fillCartItem(item, cartItemId)]),
        )
      : value;

describe('every endpoint of the table is served over HTTP', () => {
  beforeEach(async () => {
    await call(server.url(), 'POST', '/__mock/reset', { body: {} });
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    '%s responds to a valid request',
    async (name) => {
      const spec = validCalls[name];
      const session: Session =
        spec.as === 'guest'
          ? await guestSession(server.url())
          : spec.as === 'staff'
            ? await staffSession(server.url())
            : await expiredAccessSession(server.url());
      const cart = await call(server.url(), 'POST', '/__mock/provider-state', {
        body: { state: 'the cart holds two items', params: { sessionId: session.id } },
      });
      const { firstItemId: cartItemId } = (await cart.json()) as { firstItemId: number };

      const params = fillCartItem(spec.params ?? {}, cartItemId) as Record<string, string | number>;
      const path = endpointPath(name, params) + (spec.query ? `?${spec.query}` : '');
      const response = await call(server.url(), endpoints[name].method, path, {
        session,
        body: fillCartItem(spec.body, cartItemId),
      });
      const body = await response.json();

      expect(body, `${name} fell through to the catch-all`).not.toEqual({ detail: 'Not Found' });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
      expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    },
  );
});

describe('paths and methods the table does not name', () => {
  it('responds 404 "Not Found" for an unknown path and 405 for a known path with another method', async () => {
    const session = await guestSession(server.url());
    const unknown = await call(server.url(), 'GET', '/api/cart', { session });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not Found' });
    const wrongMethod = await call(server.url(), 'POST', '/api/products', { session });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect(await wrongMethod.json()).toEqual({ detail: 'Method Not Allowed' });
  });
});

describe('a path that is not valid percent-encoding', () => {
  it('responds 400 with a detail, not a 500', async () => {
    const session = await guestSession(server.url());
    const response = await call(server.url(), 'GET', '/api/product/%E0%A4%A', { session });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'The request path is not valid percent-encoding.',
    });
  });
});
