import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { createScenarioControl } from '../../../../mocks/scenarios';
import { SERVER_ERROR_DETAIL, isStaffCall } from '../../../../mocks/scenarios/auth';
import { readCookie } from '../../../../src/lib/cookies';
import { ApiError, apiRequest, onSessionExpired } from '../../../../src/lib/api-client';
import { mockVisitor, signIn as signInVisitor } from '../../support/mock-client';

const scenarios = createScenarioControl(server);
afterEach(() => scenarios.clear());
const ordersQuery = { query: { page: 1, page_size: 5, sort_asc: true } };

async function signIn() {
  await apiRequest('me');
  const login = await apiRequest('login', {
    body: { username: 'admin', password: 'Admin123!' },
  });
  expect(login).toMatchObject({ message: 'Successfully logged in' });
}

function recordPaths() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return paths;
}

function listenForExpiry() {
  const listener = vi.fn();
  const unsubscribe = onSessionExpired(listener);
  return { listener, unsubscribe };
}

describe('session scenarios', () => {
  it('tells staff calls from the others', () => {
    expect(isStaffCall(new Request('http://x/api/orders'))).toBe(true);
    expect(isStaffCall(new Request('http://x/api/product/3', { method: 'PATCH' }))).toBe(true);
    expect(isStaffCall(new Request('http://x/api/product/3'))).toBe(false);
    expect(isStaffCall(new Request('http://x/api/products'))).toBe(false);
  });

  it('session-expired: one 401, a successful refresh, and the call goes through', async () => {
    await signIn();
    scenarios.use(['session-expired']);
    const paths = recordPaths();
    const { listener, unsubscribe } = listenForExpiry();

    const first = await apiRequest('listOrders', ordersQuery);
    const second = await apiRequest('listOrders', ordersQuery);
    unsubscribe();

    expect(first).toHaveProperty('orders');
    expect(second).toHaveProperty('orders');
    expect(paths).toEqual([
      'GET /api/orders',
      'POST /api/auth/refresh',
      'GET /api/orders',
      'GET /api/orders',
    ]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('session-expired fires once and leaves the active list', async () => {
    await signIn();
    const retired = vi.fn();
    scenarios.onRetire(retired);
    scenarios.use(['session-expired', 'no-orders']);
    expect(scenarios.active()).toEqual(['session-expired', 'no-orders']);
    await expect(apiRequest('listOrders', ordersQuery)).resolves.toHaveProperty('orders');
    expect(scenarios.active()).toEqual(['no-orders']);
    expect(retired).toHaveBeenCalledWith(['no-orders']);
    // The page's access cookie was dropped with the 401 and a new one came with the refresh.
    expect(readCookie('access_token')).toBeDefined();
  });

  it('refresh-fails: the call ends in 401, the client reports it, and the user is signed out', async () => {
    await signIn();
    scenarios.use(['refresh-fails']);
    const { listener, unsubscribe } = listenForExpiry();

    const orders = apiRequest('listOrders', ordersQuery);
    await expect(orders).rejects.toMatchObject({ status: 401 });
    unsubscribe();

    expect(listener).toHaveBeenCalledOnce();
    expect(scenarios.active()).toEqual([]);
    const me = await apiRequest<{ user: { is_auth: boolean } }>('me');
    expect(me.user.is_auth).toBe(false);
    // Signed out for good: the refresh token is forgotten, and a new login works.
    const login = await apiRequest('login', {
      body: { username: 'admin', password: 'Admin123!' },
    });
    expect(login).toMatchObject({ message: 'Successfully logged in' });
  });

  it('refresh-fails over the cookie jar: 401, then refresh 401 "Refresh token expired", then 403', async () => {
    const staff = await mockVisitor();
    await signInVisitor(staff);
    const refreshToken = staff.cookies.get('refresh_token')!;
    scenarios.use(['refresh-fails']);
    expect(await staff.call('GET', '/api/orders')).toEqual({
      status: 401,
      body: { detail: 'Not authorized' },
    });
    expect(scenarios.active()).toEqual([]);
    expect(await staff.call('POST', '/api/auth/refresh')).toEqual({
      status: 401,
      body: { detail: 'Refresh token expired' },
    });
    staff.cookies.set('refresh_token', refreshToken);
    expect((await staff.call('POST', '/api/auth/refresh')).body).toEqual({
      detail: 'Cannot refresh',
    });
  });

  it('strict-csrf: a mutating call needs X-XSRF-TOKEN equal to the csrftoken cookie', async () => {
    scenarios.use(['strict-csrf']);
    const guest = await mockVisitor();
    const add = () => guest.call('POST', '/api/add-item', { product_id: 1, quantity: 1 });
    const refused = { status: 403, body: { detail: 'CSRF token missing or incorrect.' } };
    expect(await add()).toEqual(refused);
    // me hands a visitor without one the cookie, as a checking server does.
    const me = await guest.request('GET', '/api/auth/me');
    expect(me.headers.getSetCookie()[0]).toMatch(/^csrftoken=\w+;/);
    expect((await add()).status).toBe(200);
    const forged = await guest.call(
      'PATCH',
      '/api/cart/inc',
      { id: 1 },
      { 'X-XSRF-TOKEN': 'forged' },
    );
    expect(forged).toEqual(refused);
    // Reads are never checked; login renews the cookie and the check follows it.
    expect((await guest.call('GET', '/api/get-items')).status).toBe(200);
    await signInVisitor(guest);
    expect((await guest.call('GET', '/api/orders')).status).toBe(200);
    expect((await guest.call('DELETE', '/api/product/2')).status).toBe(200);
    expect(scenarios.active()).toEqual(['strict-csrf']);
  });

  it('strict-csrf: the app sends the readable csrftoken and passes', async () => {
    scenarios.use(['strict-csrf']);
    await signIn();
    expect(readCookie('csrftoken')).toBeDefined();
    const add = await apiRequest('addToCart', { body: { product_id: 1, quantity: 1 } });
    expect(add).toMatchObject({ message: 'Item added to cart' });
  });

  it('a 401 on login never counts as an expired session', async () => {
    const { listener, unsubscribe } = listenForExpiry();
    await apiRequest('me');
    const login = apiRequest('login', { body: { username: 'admin', password: 'nope' } });
    await expect(login).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('server-error: every mutating call returns 500 with a detail; reads still work', async () => {
    scenarios.use(['server-error']);
    await expect(apiRequest('addToCart', { body: { product_id: 1, quantity: 1 } })).rejects.toEqual(
      new ApiError(500, SERVER_ERROR_DETAIL),
    );
    await expect(apiRequest('listProducts')).resolves.toBeInstanceOf(Array);
  });
});
