// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, guestSession, useMockServer } from '../../support/harness';

const server = useMockServer();

const inSession = (name: string) => ({ 'X-Mock-Session': name });
const callIn = (name: string, method: string, path: string, body?: unknown) =>
  call(server.url(), method, path, { body, headers: inSession(name) });

describe('stubs added at run time', () => {
  it('answer before the mock, in their session only, as many times as asked', async () => {
    const added = await callIn('stubbed', 'POST', '/__mock/stubs', {
      method: 'GET',
      path: '/api/product/:id',
      status: 503,
      body: { detail: 'Maintenance' },
      headers: { 'Retry-After': '30' },
      times: 2,
    });
    expect(added.status).toBe(201);
    const stub = await added.json();
    expect(stub).toMatchObject({ id: 'stub-1', path: '/api/product/:id', times: 2 });
    expect((await (await callIn('stubbed', 'GET', '/__mock/stubs')).json()).length).toBe(1);

    const first = await callIn('stubbed', 'GET', '/api/product/7');
    expect(first.status).toBe(503);
    expect(first.headers.get('Retry-After')).toBe('30');
    expect(await first.json()).toEqual({ detail: 'Maintenance' });
    expect((await callIn('other', 'GET', '/api/product/7')).status).toBe(200);
    expect((await callIn('stubbed', 'GET', '/api/product/8')).status).toBe(503);
    // Used up after its two answers: the mock answers again, and the list is empty.
    expect((await callIn('stubbed', 'GET', '/api/product/8')).status).toBe(200);
    expect(await (await callIn('stubbed', 'GET', '/__mock/stubs')).json()).toEqual([]);
  });

  it('are removed one by one and all at a reset; a bad stub is refused with the reason', async () => {
    const add = (body: unknown) => callIn('removing', 'POST', '/__mock/stubs', body);
    const { id } = await (await add({ path: '/api/products', status: 500, body: 'down' })).json();
    await add({ method: 'POST', path: '/api/add-item', status: 409 });
    const down = await callIn('removing', 'GET', '/api/products?page=2');
    expect([down.status, await down.text()]).toEqual([500, 'down']);
    // Only its own path: a longer one with the same end is the mock's to answer.
    expect((await callIn('removing', 'GET', '/x/api/products')).status).not.toBe(500);

    expect((await callIn('removing', 'DELETE', `/__mock/stubs/${id}`)).status).toBe(200);
    expect((await callIn('removing', 'GET', '/api/products')).status).toBe(200);
    expect((await callIn('removing', 'DELETE', `/__mock/stubs/${id}`)).status).toBe(404);
    await callIn('removing', 'POST', '/__mock/reset', {});
    expect(await (await callIn('removing', 'GET', '/__mock/stubs')).json()).toEqual([]);

    for (const [body, reason] of [
      [{ path: 'api/products' }, 'path is a path starting with /'],
      [{ path: '/api/products?page=2' }, 'without a query'],
      [{ path: '/api/:' }, 'path is a path starting with /'],
      [{ path: '/api/products', headers: { 'Bad Name': 'x' } }, 'headers is an object of valid'],
      [
        { path: '/api/products', headers: { 'X-Ok': 'line\nbreak' } },
        'headers is an object of valid',
      ],
      [{ path: '/api/products', status: 99 }, 'status is a whole number from 200 to 599.'],
      [{ path: '/api/products', delayMs: 70_000 }, 'delayMs is a whole number from 0 to 60000.'],
      [
        { path: '/api/products', method: 'FETCH' },
        'method is one of GET, POST, PUT, PATCH, DELETE (absent: any).',
      ],
      [{ path: '/api/products', when: 'later' }, 'Unknown field(s): when.'],
    ] as const) {
      const refused = await add(body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).detail).toContain(reason);
    }
    expect(await (await callIn('removing', 'GET', '/__mock/stubs')).json()).toEqual([]);
  });
});

describe('the request journal', () => {
  it("lists the session's calls in order, without passwords or tokens, and nothing of another session", async () => {
    const shopper = await guestSession();
    await call(server.url(), 'POST', '/api/add-item', {
      session: shopper,
      body: { product_id: 2, quantity: 1 },
      headers: inSession('journal'),
    });
    await callIn('journal', 'GET', '/api/products?name=a');
    await callIn('journal', 'POST', '/api/auth/login', {
      username: 'admin',
      password: 'Admin123!',
    });
    await callIn('elsewhere', 'GET', '/api/products');

    const journal = await (await callIn('journal', 'GET', '/__mock/requests')).json();
    expect(journal).toEqual([
      {
        method: 'POST',
        path: '/api/add-item',
        query: {},
        body: { product_id: 2, quantity: 1 },
        status: 200,
      },
      { method: 'GET', path: '/api/products', query: { name: 'a' }, body: null, status: 200 },
      {
        method: 'POST',
        path: '/api/auth/login',
        query: {},
        body: { username: 'admin', password: '(hidden)' },
        status: 200,
      },
    ]);
    const posts = await callIn(
      'journal',
      'GET',
      '/__mock/requests?method=post&path=/api/auth/login',
    );
    expect((await posts.json()).map((entry: { path: string }) => entry.path)).toEqual([
      '/api/auth/login',
    ]);

    expect((await callIn('journal', 'DELETE', '/__mock/requests')).status).toBe(200);
    expect(await (await callIn('journal', 'GET', '/__mock/requests')).json()).toEqual([]);
  });
});

describe('a seed of its own', () => {
  it('POST /__mock/seed lists exactly that many products in the session; a reset brings the server seed back', async () => {
    const seeded = await callIn('sixty', 'POST', '/__mock/seed', { products: 60 });
    expect(seeded.status).toBe(200);
    const listed = await (await callIn('sixty', 'GET', '/api/products')).json();
    expect(listed).toHaveLength(60);
    expect((await (await callIn('forty', 'GET', '/__mock/state')).json()).counts.product).toBe(40);

    expect((await callIn('sixty', 'POST', '/__mock/seed', { products: -1 })).status).toBe(400);
    await callIn('sixty', 'POST', '/__mock/reset', {});
    expect((await (await callIn('sixty', 'GET', '/__mock/state')).json()).counts.product).toBe(40);
  });
});
