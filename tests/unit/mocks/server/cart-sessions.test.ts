import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../../mocks/data/clock';
import { db } from '../../../../mocks/data/db';
import { applyProviderState } from '../../../../mocks/server/provider-state-setups';
import { seedDb } from '../../../../mocks/data/seed';
import { CART_IDLE_LIFETIME_MS } from '../../../../mocks/settings';
import { restoreSnapshot, takeSnapshot } from '../../../../mocks/data/snapshot';
import { CUSTOMER, shopper } from '../../support/visitor';

const HOUR = 60 * 60 * 1000;
const cartRows = () => ({ carts: db.cart.count(), lines: db.cartItem.count() });
const productIds = async (visitor: Awaited<ReturnType<typeof shopper>>) =>
  (await visitor.cart()).items.map((line) => line.product_id);

afterEach(() => vi.restoreAllMocks());

describe('mock carts: a row only for what is stored', () => {
  it('stores nothing for a session that reads or whose calls store nothing', async () => {
    const guest = await shopper();
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
    expect((await guest.update(1, 'inc')).status).toBe(404);
    expect((await guest.remove(1)).status).toBe(404);
    expect((await guest.add(1, 0)).status).toBe(400);
    expect((await guest.add('one')).status).toBe(422);
    expect((await guest.order(CUSTOMER)).status).toBe(404);
    expect(cartRows()).toEqual({ carts: 0, lines: 0 });
  });

  it('makes the cart with its first line and drops it with its last, or with the order', async () => {
    const guest = await shopper();
    await guest.add(1);
    await guest.add(2);
    expect(cartRows()).toEqual({ carts: 1, lines: 2 });
    const [first, second] = (await guest.cart()).items;
    await guest.remove(first.id);
    expect(cartRows()).toEqual({ carts: 1, lines: 1 });
    await guest.remove(second.id);
    expect(cartRows()).toEqual({ carts: 0, lines: 0 });

    await guest.add(3);
    expect((await guest.order(CUSTOMER)).status).toBe(200);
    expect(cartRows()).toEqual({ carts: 0, lines: 0 });
  });
});

describe('mock carts: expiry', () => {
  it('keeps a cart used within a week, and drops one unused for a week', async () => {
    const guest = await shopper();
    await guest.add(1);
    clock.advance(CART_IDLE_LIFETIME_MS - HOUR);
    expect(await productIds(guest)).toEqual([1]);
    clock.advance(CART_IDLE_LIFETIME_MS - HOUR);
    expect(await productIds(guest)).toEqual([1]);

    clock.advance(CART_IDLE_LIFETIME_MS);
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
    expect(cartRows()).toEqual({ carts: 0, lines: 0 });
  });

  it('an expired cart is gone for every call: lines unknown, nothing to order', async () => {
    const guest = await shopper();
    await guest.add(1);
    const [line] = (await guest.cart()).items;
    clock.advance(CART_IDLE_LIFETIME_MS);
    expect(await guest.update(line.id, 'inc')).toEqual({
      status: 404,
      body: { detail: 'cart item not found' },
    });
    expect(await guest.remove(line.id)).toEqual({
      status: 404,
      body: { detail: 'cart not found' },
    });
    expect(await guest.order(CUSTOMER)).toEqual({
      status: 404,
      body: { detail: 'Cart is empty or not found' },
    });
    expect((await guest.add(1)).status).toBe(200);
    expect(await productIds(guest)).toEqual([1]);
  });

  it("drops other sessions' expired carts when a new cart is made", async () => {
    const gone = await shopper();
    await gone.add(1);
    await gone.add(2);
    clock.advance(CART_IDLE_LIFETIME_MS);
    const kept = await shopper();
    await kept.add(3);
    expect(db.cart.getAll().map((cart) => cart.id)).toEqual([kept.sessionId]);
    expect(cartRows()).toEqual({ carts: 1, lines: 1 });
  });
});

describe('mock carts: read by key', () => {
  it('a cart is read without a query over any table', async () => {
    const guest = await shopper();
    await guest.add(1);
    await guest.add(2);
    for (const productId of [3, 4, 5]) await (await shopper()).add(productId);
    const tables = { cart: db.cart, cartItem: db.cartItem, product: db.product };
    const queries = Object.values(tables).flatMap((table) =>
      (['findFirst', 'findMany', 'getAll', 'count'] as const).map((method) =>
        vi.spyOn(table as typeof db.cart, method),
      ),
    );
    expect(await productIds(guest)).toEqual([1, 2]);
    expect(queries.filter((query) => query.mock.calls.length)).toEqual([]);
  });

  it('finds the carts of a restored snapshot, a reseed and the provider states', async () => {
    const guest = await shopper();
    await guest.add(1);
    const withCart = takeSnapshot();

    seedDb();
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
    restoreSnapshot(withCart);
    expect(await productIds(guest)).toEqual([1]);

    const params = { sessionId: guest.sessionId };
    const reseed = () => seedDb();
    applyProviderState('the cart holds two items', 'setup', params, { reseed });
    expect(await productIds(guest)).toEqual([1, 2]);
    applyProviderState('the cart is empty', 'setup', params, { reseed });
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
    expect(cartRows()).toEqual({ carts: 0, lines: 0 });
  });
});
