import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createScenarioControl } from '../../../mocks/scenarios';
import { SERVER_ERROR_DETAIL, isStaffCall } from '../../../mocks/scenarios/session';
import { apiRequest, onSessionExpired } from '../../../src/lib/api-client';

const scenarios = createScenarioControl(server);
const ordersQuery = { query: { page: 1, page_size: 5, sort_asc: true } };

async function signIn() {
  await apiRequest('me');
  const login = await apiRequest('login', {
    body: { username: 'admin', password: 'Admin123!' },
  });
  expect(login.ok).toBe(true);
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

    expect(first.ok && second.ok).toBe(true);
    expect(paths).toEqual([
      'GET /api/orders',
      'POST /api/auth/refresh',
      'GET /api/orders',
      'GET /api/orders',
    ]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('refresh-fails: the call ends in 401, the client reports it, and the user is signed out', async () => {
    await signIn();
    scenarios.use(['refresh-fails']);
    const { listener, unsubscribe } = listenForExpiry();

    const orders = await apiRequest('listOrders', ordersQuery);
    unsubscribe();

    expect(orders).toMatchObject({ ok: false, status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    const me = await apiRequest<{ user: { is_auth: boolean } }>('me');
    expect(me.ok && me.data.user.is_auth).toBe(false);
  });

  it('a 401 on login never counts as an expired session', async () => {
    const { listener, unsubscribe } = listenForExpiry();
    await apiRequest('me');
    const login = await apiRequest('login', { body: { username: 'admin', password: 'nope' } });
    unsubscribe();
    expect(login.status).toBe(401);
    expect(listener).not.toHaveBeenCalled();
  });

  it('server-error: every mutating call answers 500 with a detail; reads still work', async () => {
    scenarios.use(['server-error']);
    const add = await apiRequest('addToCart', { body: { product_id: 1, quantity: 1 } });
    expect(add).toEqual({ ok: false, status: 500, detail: SERVER_ERROR_DETAIL });
    expect((await apiRequest('listProducts')).ok).toBe(true);
  });
});
