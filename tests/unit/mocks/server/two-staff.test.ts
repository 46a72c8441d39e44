// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  guestSession,
  providerState,
  staffSession,
  useMockServer,
} from '../../support/harness';

const server = useMockServer();

const PRODUCT = 1;
const readProduct = async () =>
  (await (await call(server.url(), 'GET', `/api/product/${PRODUCT}`)).json()).product;

/** What the edit form sends when its staff member changed only the fields given. */
const onlyChanged = (changes: Record<string, unknown>) => ({
  product_name: '',
  description: '',
  price: 0,
  quantity: 0,
  image_url: '',
  ...changes,
});

describe('two staff and a shopper on one HTTP mock server', () => {
  beforeEach(async () => {
    await call(server.url(), 'POST', '/__mock/reset', { body: {} });
    await providerState(server.url(), 'a product with id 1 exists');
  });

  it("a save that sends only its own change keeps a colleague's price and the stock a shopper bought", async () => {
    const [staffA, staffB, shopper] = await Promise.all([
      staffSession(server.url()),
      staffSession(server.url()),
      guestSession(),
    ]);
    const opened = await readProduct();

    // B saves a new price; a shopper buys one; A, whose form opened before both, saves a name.
    const patch = (session: typeof staffA, body: unknown) =>
      call(server.url(), 'PATCH', `/api/product/${PRODUCT}`, { session, body });
    expect((await patch(staffB, onlyChanged({ price: 99.99 }))).status).toBe(200);
    await call(server.url(), 'POST', '/api/add-item', {
      session: shopper,
      body: { product_id: PRODUCT, quantity: 1 },
    });
    const order = await call(server.url(), 'POST', '/api/create-order', {
      session: shopper,
      body: { name: 'Ana', last_name: 'Anić', phone: '061234567', address: 'Titova 1' },
    });
    expect(order.status).toBe(200);
    expect((await patch(staffA, onlyChanged({ product_name: 'Renamed by A' }))).status).toBe(200);

    expect(await readProduct()).toMatchObject({
      product_name: 'Renamed by A',
      description: opened.description,
      price: 99.99,
      quantity: opened.quantity - 1,
    });
  });
});
