// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { call, staffSession, useMockServer } from '../../support/harness';

const server = useMockServer();

const NEW_PRODUCT = {
  product_name: 'Drill',
  description: 'Drills holes.',
  price: 49.9,
  quantity: 2,
  category: 'Tools',
  sub_category: 'power tools',
  image_url: 'https://example.com/drill.png',
};

async function useScenarios(names: string[]) {
  await call(server.url(), 'POST', '/__mock/scenario', { body: { scenarios: names } });
}

async function expectProductionCrash(response: Response) {
  expect(response.status).toBe(500);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await response.text()).toBe('Internal Server Error');
  // No CORS headers: a browser sees no response at all, as with production.
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('x-mock-no-cors')).toBeNull();
}

describe('the production-defects scenario over HTTP', () => {
  afterEach(() => useScenarios([]));

  it("responds with production's 500s where the mock is otherwise sane", async () => {
    const session = await staffSession(server.url());
    await useScenarios(['production-defects']);
    const staffCall = (method: string, path: string, body?: unknown) =>
      call(server.url(), method, path, { session, body });

    await expectProductionCrash(await staffCall('GET', '/api/order/999'));
    await expectProductionCrash(
      await staffCall('PATCH', '/api/status/order/999', { status: 'accepted' }),
    );
    await expectProductionCrash(
      await staffCall('PATCH', '/api/status/order/1', { status: 'pending' }),
    );
    await expectProductionCrash(await staffCall('POST', '/api/create/product', NEW_PRODUCT));
  });

  it('responds to everything else as usual, CORS headers included', async () => {
    const session = await staffSession(server.url());
    await useScenarios(['production-defects']);
    const detail = await call(server.url(), 'GET', '/api/order/1', { session });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('access-control-allow-origin')).not.toBeNull();
    const created = await call(server.url(), 'POST', '/api/create/product', {
      session,
      body: { ...NEW_PRODUCT, category: 'tools' },
    });
    expect(await created.json()).toEqual({ product: 'product successfully added' });
    const refused = await call(server.url(), 'POST', '/api/create/product', {
      session,
      body: { ...NEW_PRODUCT, price: 0 },
    });
    expect(refused.status).toBe(400);
  });

  it('without the scenario, the same calls get 404 and 400 with a detail', async () => {
    const session = await staffSession(server.url());
    const order = await call(server.url(), 'GET', '/api/order/999', { session });
    expect(order.status).toBe(404);
    expect(await order.json()).toEqual({ detail: "order doesn't exist" });
    const product = await call(server.url(), 'POST', '/api/create/product', {
      session,
      body: NEW_PRODUCT,
    });
    expect(product.status).toBe(400);
    expect(product.headers.get('access-control-allow-origin')).not.toBeNull();
  });
});
