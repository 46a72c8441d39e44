import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './mock-session-fixture';

/**
 * Eight tests, run side by side by several workers against one mock server, each with its own
 * scenario or data change. Every test checks its own answer several times while the others change
 * theirs: without sessions, one worker's scenario or reset reaches another's calls.
 */
const ROUNDS = 6;
const CUSTOMER = { name: 'Ana', last_name: 'Anić', phone: '061234567', address: 'Titova 1' };

async function control(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(`/__mock/${path}`, { data });
  expect(response.status(), `POST /__mock/${path}`).toBe(200);
}

/** Each round's calls are slowed a little, so that the workers' calls interleave. */
async function withScenario(request: APIRequestContext, scenarios: string[]): Promise<void> {
  await control(request, 'scenario', { scenarios });
  await control(request, 'latency', { ms: 15 });
}

async function signIn(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'Admin123!' },
  });
  expect(login.status()).toBe(200);
}

async function addToCart(request: APIRequestContext, cart: string, productId = 2) {
  return request.post('/api/add-item', {
    headers: { 'X-Session-ID': cart },
    data: { product_id: productId, quantity: 1 },
  });
}

test.describe.configure({ mode: 'parallel' });

test('checkout-fails: every order is refused and the cart is kept', async ({ request }) => {
  await withScenario(request, ['checkout-fails']);
  for (let round = 0; round < ROUNDS; round += 1) {
    const cart = `fails-${round}`;
    expect((await addToCart(request, cart)).status()).toBe(200);
    const order = await request.post('/api/create-order', {
      headers: { 'X-Session-ID': cart },
      data: CUSTOMER,
    });
    expect(order.status()).toBe(500);
    const kept = await request.get('/api/get-items', { headers: { 'X-Session-ID': cart } });
    expect(kept.status()).toBe(200);
  }
});

test('no scenario: every order is placed', async ({ request }) => {
  await withScenario(request, []);
  const inStock = (await (await request.get('/api/products')).json()) as Array<{ id: number }>;
  for (let round = 0; round < ROUNDS; round += 1) {
    const cart = `places-${round}`;
    expect((await addToCart(request, cart, inStock[round].id)).status()).toBe(200);
    const order = await request.post('/api/create-order', {
      headers: { 'X-Session-ID': cart },
      data: CUSTOMER,
    });
    expect(order.status()).toBe(200);
  }
});

test('out-of-stock: adding to the cart is refused with the reason', async ({ request }) => {
  await withScenario(request, ['out-of-stock']);
  for (let round = 0; round < ROUNDS; round += 1) {
    const added = await addToCart(request, `stock-${round}`);
    expect(added.status()).toBe(400);
    expect((await added.json()).detail).toBe('Not enough stock available');
  }
});

test('catalogue-down: the product list fails', async ({ request }) => {
  await withScenario(request, ['catalogue-down']);
  for (let round = 0; round < ROUNDS; round += 1) {
    expect((await request.get('/api/products')).status()).toBe(500);
  }
});

test('empty-shop: the product list is empty', async ({ request }) => {
  await withScenario(request, ['empty-shop']);
  for (let round = 0; round < ROUNDS; round += 1) {
    const list = await request.get('/api/products');
    expect(await list.json()).toEqual([]);
  }
});

test('orders-down: the staff order list fails', async ({ request }) => {
  await withScenario(request, ['orders-down']);
  await signIn(request);
  for (let round = 0; round < ROUNDS; round += 1) {
    expect((await request.get('/api/orders')).status()).toBe(500);
  }
});

test('a deleted product stays deleted in its session only', async ({ request }) => {
  await withScenario(request, []);
  await signIn(request);
  expect((await request.delete('/api/product/1')).status()).toBe(200);
  for (let round = 0; round < ROUNDS; round += 1) {
    const product = await (await request.get('/api/product/1')).json();
    expect(product.product.quantity).toBe(0);
  }
});

test("the seed's product 1 is in stock in a session that deleted nothing", async ({ request }) => {
  await withScenario(request, []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const product = await (await request.get('/api/product/1')).json();
    expect(product.product.quantity).toBeGreaterThan(0);
    expect((await (await request.get('/api/products')).json()).length).toBeGreaterThan(0);
  }
});
