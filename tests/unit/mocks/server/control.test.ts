// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../../mocks/scenarios';
import { providerStates } from '../../../../mocks/server/provider-state-setups';
import {
  APP_ORIGIN,
  call,
  expiredAccessSession,
  guestSession,
  staffSession,
  takeCookies,
  useMockServer,
} from '../../support/harness';

const server = useMockServer();
const post = (path: string, body: unknown) => call(server.url(), 'POST', path, { body });
const state = async () => (await call(server.url(), 'GET', '/__mock/state')).json();
const stockOf1 = async () =>
  (await (await call(server.url(), 'GET', '/api/product/1')).json()).product.quantity as number;

describe('control endpoints', () => {
  it('GET /__mock/state reports scenarios, latency and the row count of every table', async () => {
    const body = await state();
    expect(body).toMatchObject({ scenarios: [], latencyMs: 0, seedProducts: 40 });
    expect(body.knownScenarios).toEqual(Object.keys(scenarios));
    expect(body.counts).toMatchObject({ user: 2, product: 40, order: 12 });
  });

  it('POST /__mock/reset restores the seed', async () => {
    await post('/__mock/provider-state', { state: 'no product with id 999 exists' });
    const session = await staffSession(server.url());
    expect((await call(server.url(), 'DELETE', '/api/product/1', { session })).status).toBe(200);
    expect(await stockOf1()).toBe(0);
    expect((await state()).counts.accessToken).toBeGreaterThan(0);

    const reset = await post('/__mock/reset', {});
    expect(reset.status).toBe(200);
    expect((await reset.json()).counts).toMatchObject({ accessToken: 0, refreshToken: 0 });
    expect(await stockOf1()).toBeGreaterThan(0);
  });

  it('GET /__mock/snapshot and POST /__mock/snapshot save and bring back the data', async () => {
    const saved = await (await call(server.url(), 'GET', '/__mock/snapshot')).json();
    expect(saved.product).toHaveLength(40);
    await post('/__mock/provider-state', { state: 'no product with id 999 exists' });
    const session = await staffSession(server.url());
    await call(server.url(), 'DELETE', '/api/product/1', { session });
    expect(await stockOf1()).toBe(0);
    expect((await post('/__mock/snapshot', saved)).status).toBe(200);
    expect(await stockOf1()).toBe(saved.product[0].quantity);
    expect((await post('/__mock/snapshot', { product: 1 })).status).toBe(400);
  });

  it('POST /__mock/scenario switches scenarios on and off', async () => {
    const on = await post('/__mock/scenario', { scenarios: ['catalogue-down'] });
    expect(await on.json()).toEqual({ scenarios: ['catalogue-down'] });
    expect((await state()).scenarios).toEqual(['catalogue-down']);
    expect((await call(server.url(), 'GET', '/api/products')).status).toBe(500);

    const off = await post('/__mock/scenario', { scenarios: [] });
    expect(await off.json()).toEqual({ scenarios: [] });
    expect((await call(server.url(), 'GET', '/api/products')).status).toBe(200);
  });

  it('responds 400 with the known names for an unknown scenario', async () => {
    const response = await post('/__mock/scenario', { scenarios: ['empty-shop', 'no-such'] });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.detail).toContain('no-such');
    expect(body.known).toEqual(Object.keys(scenarios));
    expect((await state()).scenarios).toEqual([]);
    expect((await post('/__mock/scenario', { scenarios: 'empty-shop' })).status).toBe(400);
  });

  it('POST /__mock/latency sets the latency and refuses, with the reason, anything but whole ms from 0 to 60,000', async () => {
    expect(await (await post('/__mock/latency', { ms: 40 })).json()).toEqual({
      latencyMs: 40,
      pathLatencyMs: {},
    });
    const started = Date.now();
    await call(server.url(), 'GET', '/api/products');
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect((await post('/__mock/latency', { ms: -1 })).status).toBe(400);
    expect((await post('/__mock/latency', { ms: '5' })).status).toBe(400);
    expect((await post('/__mock/latency', { ms: null })).status).toBe(400);
    const tooLong = await post('/__mock/latency', { ms: 999_999 });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).detail).toBe(
      'The latency is whole milliseconds, 0 to 60000. Body: {"ms"} for every API call, {"ms", "path"} for one path\'s ("ms": null takes it away).',
    );
    const badPath = await post('/__mock/latency', { ms: 500, path: 'api/products?x' });
    expect(badPath.status).toBe(400);
    expect((await badPath.json()).detail).toMatch(
      /^path is a path starting with \/, without a query/,
    );
    expect((await state()).latencyMs).toBe(40);
    await post('/__mock/latency', { ms: 0 });
    expect((await state()).latencyMs).toBe(0);
  });

  it("POST /__mock/latency with a path delays that path's calls only, until null takes it away or a reset", async () => {
    const slow = await post('/__mock/latency', { ms: 1500, path: '/api/product/:id' });
    expect(await slow.json()).toEqual({
      latencyMs: 0,
      pathLatencyMs: { '/api/product/:id': 1500 },
    });
    const started = Date.now();
    const answered: string[] = [];
    const product = call(server.url(), 'GET', '/api/product/2').then(() =>
      answered.push('product'),
    );
    const list = call(server.url(), 'GET', '/api/products').then(() => answered.push('list'));
    await Promise.all([product, list]);
    expect(answered).toEqual(['list', 'product']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);

    await post('/__mock/latency', { ms: 20, path: '/api/cart' });
    expect((await state()).pathLatencyMs).toEqual({ '/api/product/:id': 1500, '/api/cart': 20 });
    const removed = await post('/__mock/latency', { ms: null, path: '/api/product/:id' });
    expect((await removed.json()).pathLatencyMs).toEqual({ '/api/cart': 20 });
    await post('/__mock/reset', {});
    expect((await state()).pathLatencyMs).toEqual({});
  });

  it('responds 404 for an unknown control path and for paths no handler knows', async () => {
    expect((await call(server.url(), 'GET', '/__mock/nothing')).status).toBe(404);
    const unknown = await call(server.url(), 'GET', '/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('provider states', () => {
  const setup = (stateName: string, params: object = {}) =>
    post('/__mock/provider-state', { state: stateName, params, action: 'setup' });

  it('makes every registered state true', async () => {
    for (const name of Object.keys(providerStates)) {
      expect((await setup(name)).status, name).toBe(200);
    }
  });

  it('responds to every state of the contract exactly, extra params tolerated', async () => {
    const staff = { username: 'admin', password: 'Admin123!' };
    const responses: Record<string, unknown> = {};
    for (const [name, params] of [
      ['a staff user is signed in', staff],
      ['the access token has expired', staff],
      ['the visitor is not signed in', {}],
      ['a staff account exists', staff],
      ['the cart holds two items', { sessionId: 's-1' }],
      ['the cart is empty', { sessionId: 's-1' }],
      ['a product with id 1 exists', {}],
      ['the product with id 1 is sold out', {}],
      ['no product with id 999 exists', {}],
      ['49 products of a sub-category are in stock', { category: 'tools', subCategory: 'other' }],
      ['12 orders exist', {}],
      ['an order with id 1 exists', {}],
      ['no order with id 999 exists', {}],
    ] as const) {
      const response = await setup(name, params);
      expect(response.status, name).toBe(200);
      responses[name] = await response.json();
    }
    expect(Object.keys(responses).sort()).toEqual(Object.keys(providerStates).sort());
    expect(responses).toEqual({
      'a staff user is signed in': {
        cookie: expect.stringMatching(/^access_token=[\w.-]+; refresh_token=[0-9a-f]+$/),
      },
      'the access token has expired': {
        cookie: expect.stringMatching(/^refresh_token=[0-9a-f]+$/),
      },
      'the visitor is not signed in': {},
      'a staff account exists': {},
      'the cart holds two items': {
        firstItemId: expect.any(Number),
        secondItemId: expect.any(Number),
      },
      'the cart is empty': {},
      'a product with id 1 exists': {},
      'the product with id 1 is sold out': {},
      'no product with id 999 exists': {},
      '49 products of a sub-category are in stock': {},
      '12 orders exist': {},
      'an order with id 1 exists': {},
      'no order with id 999 exists': {},
    });
    // Older pacts' params are tolerated.
    const older = await setup('a staff user is signed in', {
      ...staff,
      sessionId: 'x',
      csrfToken: 'y',
      userId: 1,
    });
    expect(Object.keys(await older.json())).toEqual(['cookie']);
  });

  it('"49 products of a sub-category are in stock" lists a second page of them', async () => {
    await setup('49 products of a sub-category are in stock', {
      category: 'technology',
      subCategory: 'laptops',
    });
    const path = '/api/products?category=technology&sub_category=laptops&limit=48&offset=48';
    const page = await (await call(server.url(), 'GET', path)).json();
    expect(page.total).toBeGreaterThanOrEqual(49);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({
      product_type: 'technology',
      product_sub_type: 'laptops',
    });
  });

  it('"a staff user is signed in": its cookie signs the verifier in', async () => {
    const response = await (
      await setup('a staff user is signed in', { username: 'admin', password: 'Admin123!' })
    ).json();
    const session = takeCookies(await guestSession(), response);
    const me = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect((await me.json()).user).toMatchObject({ id: 1, is_auth: true });
    expect((await call(server.url(), 'GET', '/api/orders', { session })).status).toBe(200);
    // A raw Cookie header, as the verifier sends it.
    const raw = await fetch(`${server.url()}/api/orders`, {
      headers: { Cookie: response.cookie as string },
    });
    expect(raw.status).toBe(200);
  });

  it('"a staff user is signed in" with another account creates it and signs it in', async () => {
    const response = await (
      await setup('a staff user is signed in', { username: 'pact-staff', password: 'Pact123!' })
    ).json();
    const session = takeCookies(await guestSession(), response);
    const me = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect((await me.json()).user).toMatchObject({ username: 'pact-staff', is_auth: true });
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      session: await guestSession(),
      body: { username: 'pact-staff', password: 'Pact123!' },
    });
    expect(login.status).toBe(200);
  });

  it('"the access token has expired": me 401, staff calls 401, refresh 200', async () => {
    const session = await expiredAccessSession(server.url());
    expect(session.cookies.get('access_token')).toBeUndefined();
    const me = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect([me.status, await me.json()]).toEqual([401, { detail: 'You are logged out' }]);
    expect((await call(server.url(), 'GET', '/api/orders', { session })).status).toBe(401);
    const refresh = await call(server.url(), 'POST', '/api/auth/refresh', { session });
    expect(refresh.status).toBe(200);
    expect((await call(server.url(), 'GET', '/api/orders', { session })).status).toBe(200);
  });

  it('"a staff account exists" makes the credentials work; "the visitor is not signed in" is a guest', async () => {
    await setup('a staff account exists', { username: 'pact-clerk', password: 'Clerk999!' });
    await setup('the visitor is not signed in');
    const session = await guestSession();
    const me = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect((await me.json()).user).toMatchObject({ id: 0, is_auth: false });
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      session,
      body: { username: 'pact-clerk', password: 'Clerk999!' },
    });
    expect(login.status).toBe(200);
  });

  it('"the cart holds two items" fills that session\'s cart: 2 × product 1, 1 × product 2', async () => {
    const session = await guestSession(server.url());
    const response = await setup('the cart holds two items', { sessionId: session.id });
    const { firstItemId, secondItemId } = await response.json();
    const cart = await (await call(server.url(), 'GET', '/api/get-items', { session })).json();
    expect(
      cart.items.map((line: Record<string, number>) => [line.id, line.product_id, line.quantity]),
    ).toEqual([
      [firstItemId, 1, 2],
      [secondItemId, 2, 1],
    ]);
  });

  it('the product states: 999 unknown, 1 in stock (at least 2), 1 sold out', async () => {
    const product = async (id: number) =>
      (await (await call(server.url(), 'GET', `/api/product/${id}`)).json()).product;
    await setup('no product with id 999 exists');
    expect(await product(999)).toEqual({});
    await setup('the product with id 1 is sold out');
    expect((await product(1)).quantity).toBe(0);
    await setup('a product with id 1 exists');
    expect((await product(1)).quantity).toBeGreaterThanOrEqual(2);
  });

  it('the order states hold', async () => {
    const staff = await staffSession(server.url());
    await setup('no order with id 999 exists');
    expect((await call(server.url(), 'GET', '/api/order/999', { session: staff })).status).toBe(
      404,
    );
    await setup('12 orders exist');
    await setup('an order with id 1 exists');
    expect((await state()).counts.order).toBe(12);
    const order = await call(server.url(), 'GET', '/api/order/1', { session: staff });
    expect((await order.json()).items.length).toBeGreaterThan(0);
  });

  it('"the cart is empty" empties that session\'s cart; the cart holds enough stock for one increase', async () => {
    const session = await guestSession();
    const { firstItemId } = await (
      await setup('the cart holds two items', { sessionId: session.id })
    ).json();
    const inc = await call(server.url(), 'PATCH', '/api/cart/inc', {
      session,
      body: { id: firstItemId },
    });
    expect(inc.status).toBe(200);
    await setup('the cart is empty', { sessionId: session.id });
    const cart = await (await call(server.url(), 'GET', '/api/get-items', { session })).json();
    expect(cart).toEqual({ items: [], total_price: 0 });
  });

  it('teardown restores the seed; unknown states and bad bodies get 400', async () => {
    await setup('a staff user is signed in', { username: 'admin', password: 'Admin123!' });
    const teardown = await post('/__mock/provider-state', {
      state: 'a staff user is signed in',
      action: 'teardown',
    });
    expect(teardown.status).toBe(200);
    expect(await teardown.json()).toEqual({});
    expect((await state()).counts).toMatchObject({ accessToken: 0, refreshToken: 0 });

    const unknown = await setup('the moon is made of cheese');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).known).toEqual(Object.keys(providerStates));
    expect((await post('/__mock/provider-state', { action: 'setup' })).status).toBe(400);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, headers: string) =>
    fetch(`${server.url()}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': headers,
      },
    });

  it("responds to the preflight of a dev origin with credentials and the app's headers", async () => {
    const response = await preflight(APP_ORIGIN, 'content-type,x-session-id,x-xsrf-token');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of [
      'content-type',
      'x-session-id',
      'x-xsrf-token',
      'x-goog-upload-protocol',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await preflight('http://evil.example', 'content-type');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const get = await call(server.url(), 'GET', '/api/products', {
      headers: { Origin: 'http://evil.example' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks actual responses for allowed origins', async () => {
    const response = await call(server.url(), 'GET', '/api/products');
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('sign-in over HTTP', () => {
  it.each([
    ['no page (an HTTP client, the Pact verifier)', undefined],
    ['an https page', 'https://shop.example'],
    ['a page of another site', 'http://localhost:5173'],
  ])("sets production's Secure; SameSite=None cookies for %s", async (_who, origin) => {
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'Admin123!' },
      headers: origin ? { Origin: origin } : { Origin: '' },
    });
    const cookies = login.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=None$/);
    }
  });

  it('gives another origin credentials CORS and the sign-in cookies; the session works by them', async () => {
    const session = await guestSession();
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      session,
      body: { username: 'admin', password: 'Admin123!' },
    });
    expect(await login.json()).toEqual({ message: 'Successfully logged in' });
    expect(login.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(login.headers.get('access-control-allow-credentials')).toBe('true');
    const cookies = login.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'access_token',
      'csrftoken',
      'refresh_token',
    ]);
    // A page on plain http at the server's own host name: no Secure, which Safari drops there.
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    }

    const me = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect((await me.json()).user).toMatchObject({ id: 1, username: 'admin', is_auth: true });
    expect((await call(server.url(), 'GET', '/api/orders', { session })).status).toBe(200);

    const logout = await call(server.url(), 'POST', '/api/auth/logout', { session, body: {} });
    expect(logout.status).toBe(200);
    expect(session.cookies.get('access_token')).toBeUndefined();
    expect(session.cookies.get('csrftoken')).toBeDefined();
    const after = await call(server.url(), 'GET', '/api/auth/me', { session });
    expect((await after.json()).user.is_auth).toBe(false);
  });

  it('responds 401 for a staff call without sign-in and 401 for wrong credentials', async () => {
    const session = await guestSession();
    const orders = await call(server.url(), 'GET', '/api/orders', { session });
    expect(orders.status).toBe(401);
    expect(await orders.json()).toEqual({ detail: 'Not authorized' });
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      session,
      body: { username: 'admin', password: 'wrong' },
    });
    expect(login.status).toBe(401);
  });

  it('POST /__mock/access-ttl sets the access token lifetime; the state reports it', async () => {
    expect((await state()).accessTokenTtlSeconds).toBe(600);
    const set = await post('/__mock/access-ttl', { seconds: 5 });
    expect(await set.json()).toEqual({ accessTokenTtlSeconds: 5 });
    const session = await guestSession();
    const login = await call(server.url(), 'POST', '/api/auth/login', {
      session,
      body: { username: 'admin', password: 'Admin123!' },
    });
    expect(login.headers.getSetCookie().find((c) => c.startsWith('access_token='))).toContain(
      '; Max-Age=5;',
    );
    expect((await post('/__mock/access-ttl', { seconds: 0 })).status).toBe(400);
    expect((await post('/__mock/access-ttl', { seconds: 1.5 })).status).toBe(400);
    await post('/__mock/access-ttl', { seconds: 600 });
  });

  it('api-asleep: the first call gets 503, the next waits for the wake time set by POST /__mock/api-wake', async () => {
    expect((await state()).apiWakeSeconds).toBe(20);
    expect(await (await post('/__mock/api-wake', { seconds: 1 })).json()).toEqual({
      apiWakeSeconds: 1,
    });
    expect((await post('/__mock/api-wake', { seconds: -1 })).status).toBe(400);
    await post('/__mock/scenario', { scenarios: ['api-asleep'] });
    const session = await guestSession();
    // The wake time counts from the first call: measured from its answer's arrival instead, it
    // would be short of a second by however long that answer took to come back.
    const asleepFrom = Date.now();
    const first = await call(server.url(), 'GET', '/api/products', { session });
    expect(first.status).toBe(503);
    const second = await call(server.url(), 'GET', '/api/products', { session });
    expect(second.status).toBe(200);
    expect(Date.now() - asleepFrom).toBeGreaterThanOrEqual(900);
    expect((await state()).scenarios).toEqual([]);
    await post('/__mock/api-wake', { seconds: 20 });
  });

  it('one-shot session scenarios leave the state once they fired', async () => {
    const session = await staffSession(server.url());
    await post('/__mock/scenario', { scenarios: ['session-expired', 'empty-shop'] });
    const first = await call(server.url(), 'GET', '/api/orders', { session });
    expect(first.status).toBe(401);
    expect((await state()).scenarios).toEqual(['empty-shop']);
    expect(session.cookies.get('access_token')).toBeUndefined();
    const refresh = await call(server.url(), 'POST', '/api/auth/refresh', { session });
    expect(refresh.status).toBe(200);
    expect((await call(server.url(), 'GET', '/api/orders', { session })).status).toBe(200);
    await post('/__mock/scenario', { scenarios: [] });
  });
});
