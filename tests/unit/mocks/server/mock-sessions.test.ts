// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, call, guestSession, useMockServer, type Session } from '../../support/harness';

const server = useMockServer({ scenarios: ['no-orders'] });

/** A call in the mock session `name` (none: the shared session), as a QA suite sends it. */
const callIn = (
  name: string | undefined,
  method: string,
  path: string,
  options: { body?: unknown; session?: Session; headers?: Record<string, string> } = {},
) =>
  call(server.url(), method, path, {
    ...options,
    headers: { ...(name && { 'X-Mock-Session': name }), ...options.headers },
  });
const stateOf = async (name?: string) => (await callIn(name, 'GET', '/__mock/state')).json();
const control = (name: string, path: string, body: unknown) =>
  callIn(name, 'POST', `/__mock/${path}`, { body });
const stockOf1 = async (name?: string) =>
  (await (await callIn(name, 'GET', '/api/product/1')).json()).product.quantity as number;

async function signInIn(name: string): Promise<Session> {
  const session = await guestSession();
  const login = await callIn(name, 'POST', '/api/auth/login', {
    session,
    body: { username: 'admin', password: 'Admin123!' },
  });
  expect(login.status).toBe(200);
  return session;
}

describe('mock sessions', () => {
  it('each session has its own data, scenarios and settings; the shared one is untouched', async () => {
    const staff = await signInIn('qa-a');
    expect((await callIn('qa-a', 'DELETE', '/api/product/1', { session: staff })).status).toBe(200);
    await control('qa-a', 'scenario', { scenarios: ['checkout-fails'] });
    await control('qa-a', 'latency', { ms: 5 });
    await control('qa-a', 'access-ttl', { seconds: 30 });

    expect(await stockOf1('qa-a')).toBe(0);
    expect(await stateOf('qa-a')).toMatchObject({
      session: 'qa-a',
      scenarios: ['checkout-fails'],
      latencyMs: 5,
      accessTokenTtlSeconds: 30,
    });
    for (const other of ['qa-b', undefined]) {
      expect(await stockOf1(other)).toBeGreaterThan(0);
      expect(await stateOf(other)).toMatchObject({
        session: other ?? null,
        scenarios: ['no-orders'],
        latencyMs: 0,
        accessTokenTtlSeconds: 600,
      });
    }
    // A sign-in belongs to its session: elsewhere the same cookies are nobody's.
    expect((await callIn('qa-a', 'GET', '/api/auth/me', { session: staff })).status).toBe(200);
    expect((await callIn('qa-b', 'GET', '/api/auth/me', { session: staff })).status).toBe(401);
  });

  it("a session's checkout meets its own scenario only", async () => {
    await control('fails', 'scenario', { scenarios: ['checkout-fails'] });
    const order = async (name: string) => {
      const shopper = await guestSession();
      await callIn(name, 'POST', '/api/add-item', {
        session: shopper,
        body: { product_id: 2, quantity: 1 },
      });
      return callIn(name, 'POST', '/api/create-order', {
        session: shopper,
        body: { name: 'Ana', last_name: 'Anić', phone: '061234567', address: 'Titova 1' },
      });
    };
    const [failed, placed] = await Promise.all([order('fails'), order('places')]);
    expect(failed.status).toBe(500);
    expect(placed.status).toBe(200);
  });

  it('POST /__mock/reset puts everything of the session back as a new session starts', async () => {
    const staff = await signInIn('to-reset');
    await callIn('to-reset', 'DELETE', '/api/product/1', { session: staff });
    await control('to-reset', 'scenario', { scenarios: ['slow-network', 'checkout-fails'] });
    await control('to-reset', 'latency', { ms: 300 });
    await control('to-reset', 'latency', { ms: 300, path: '/api/cart' });
    await control('to-reset', 'access-ttl', { seconds: 30 });
    await control('to-reset', 'api-wake', { seconds: 3 });

    const reset = await control('to-reset', 'reset', {});
    expect(reset.status).toBe(200);
    const fresh = await stateOf('never-used');
    expect({ ...(await reset.json()), session: 'x' }).toEqual({ ...fresh, session: 'x' });
    expect(fresh.scenarios).toEqual(['no-orders']);
    expect(await stockOf1('to-reset')).toBe(await stockOf1('never-used'));
    expect((await callIn('to-reset', 'GET', '/api/auth/me', { session: staff })).status).toBe(401);
  });

  it('a control call whose body comes after its headers (Expect: 100-continue) acts on its session', async () => {
    const body = JSON.stringify({ ms: 7 });
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url()}/__mock/latency`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
          'X-Mock-Session': 'late-body',
        },
      });
      request.on('continue', () => request.end(body));
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(200);
    expect((await stateOf('late-body')).latencyMs).toBe(7);
    expect((await stateOf()).latencyMs).toBe(0);
  });

  it('a session is named by its header or, for a browser, by the mock_session cookie', async () => {
    await control('by-cookie', 'scenario', { scenarios: ['catalogue-down'] });
    const byCookie = await callIn(undefined, 'GET', '/api/products', {
      headers: { Cookie: 'mock_session=by-cookie' },
    });
    expect(byCookie.status).toBe(500);

    const bad = await callIn('no spaces!', 'GET', '/api/products');
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toMatch(/X-Mock-Session .* 1 to 64 letters/);
    const badCookie = await callIn(undefined, 'GET', '/api/products', {
      headers: { Cookie: 'mock_session=%zz' },
    });
    expect(badCookie.status).toBe(400);
  });

  it('GET /__mock/session/<name> sets the cookie and sends the browser on, to this server or the shop only', async () => {
    const join = (query: string) =>
      fetch(`${server.url()}/__mock/session/qa-page${query}`, { redirect: 'manual' });
    const toShop = await join(`?next=${encodeURIComponent(`${APP_ORIGIN}/cart`)}`);
    expect(toShop.status).toBe(303);
    expect(toShop.headers.get('Location')).toBe(`${APP_ORIGIN}/cart`);
    expect(toShop.headers.get('Set-Cookie')).toMatch(
      /^mock_session=qa-page; Path=\/; SameSite=Lax/,
    );
    expect((await join('')).headers.get('Location')).toBe('/');
    expect((await join('?next=https://elsewhere.example/')).status).toBe(400);
    expect((await join('?next=//elsewhere.example/')).status).toBe(400);
    expect((await join('?next=javascript:alert(1)')).status).toBe(400);
  });
});
