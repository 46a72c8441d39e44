import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { shopper } from './visitor';

function product(id: number) {
  return db.product.findFirst({ where: { id: { equals: id } } })!;
}

function setStock(id: number, quantity: number) {
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });
}

function softDelete(id: number) {
  db.product.update({
    where: { id: { equals: id } },
    data: { deleted_at: new Date().toISOString() },
  });
}

describe('mock cart: add-item', () => {
  it('adds one unit, then grows the same line on a second add', async () => {
    const guest = await shopper();
    setStock(1, 5);
    expect(await guest.add(1)).toEqual({ status: 200, body: { detail: 'Item added to cart' } });
    await guest.add(1);
    const cart = await guest.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ name: product(1).product_name, quantity: 2 });
    expect(Object.keys(cart.items[0]).sort()).toEqual([
      'id',
      'image_url',
      'name',
      'price',
      'quantity',
    ]);
  });

  it('answers 400 with a stock detail when the cart would hold more than the stock', async () => {
    const guest = await shopper();
    setStock(2, 1);
    expect((await guest.add(2)).status).toBe(200);
    const refused = await guest.add(2);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Not enough stock/);
    expect((await guest.cart()).items[0].quantity).toBe(1);
  });

  it('answers 404 for an unknown or soft-deleted product and 400 for a bad payload', async () => {
    const guest = await shopper();
    expect((await guest.add(99_999)).status).toBe(404);
    softDelete(3);
    expect((await guest.add(3)).status).toBe(404);
    for (const bad of ['1', -1, 1.5, null]) expect((await guest.add(bad)).status).toBe(400);
    expect((await guest.add(1, 0)).status).toBe(400);
    expect((await guest.call('POST', '/api/add-item', '[1]')).status).toBe(400);
  });

  it('refuses a call without the CSRF token', async () => {
    const guest = await shopper();
    const forged = await guest.call(
      'POST',
      '/api/add-item',
      { product_id: 1, quantity: 1 },
      { 'X-XSRF-TOKEN': 'x' },
    );
    expect(forged.status).toBe(403);
  });
});

describe('mock cart: get, update, remove', () => {
  it('totals the lines to the cent', async () => {
    const guest = await shopper();
    setStock(4, 5);
    setStock(5, 5);
    db.product.update({ where: { id: { equals: 4 } }, data: { price: 10.1 } });
    db.product.update({ where: { id: { equals: 5 } }, data: { price: 0.2 } });
    await guest.add(4);
    await guest.add(4);
    await guest.add(4);
    await guest.add(5);
    expect((await guest.cart()).total_price).toBe(30.5);
  });

  it('increases up to the stock and decreases down to 1, no further', async () => {
    const guest = await shopper();
    setStock(6, 2);
    await guest.add(6);
    const [line] = (await guest.cart()).items;
    expect(await guest.update(line.id, 'inc')).toEqual({
      status: 200,
      body: { detail: 'Item increased' },
    });
    const past = await guest.update(line.id, 'inc');
    expect(past.status).toBe(400);
    expect(past.body.detail).toMatch(/Not enough stock/);
    expect(await guest.update(line.id, 'dec')).toEqual({
      status: 200,
      body: { detail: 'Item decreased' },
    });
    expect((await guest.update(line.id, 'dec')).status).toBe(400);
    expect((await guest.cart()).items[0].quantity).toBe(1);
  });

  it("answers 404 for an unknown item or another session's item, 400 for a bad direction", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    await owner.add(1);
    const [line] = (await owner.cart()).items;
    expect((await stranger.update(line.id, 'inc')).status).toBe(404);
    expect((await stranger.remove(line.id)).status).toBe(404);
    expect((await owner.update(4242, 'inc')).status).toBe(404);
    expect((await owner.update(line.id, 'up')).status).toBe(400);
    expect((await owner.update('1', 'inc')).status).toBe(400);
  });

  it('removes a line; removing it again answers 404', async () => {
    const guest = await shopper();
    await guest.add(1);
    const [line] = (await guest.cart()).items;
    expect(await guest.remove(line.id)).toEqual({ status: 200, body: { detail: 'Item removed' } });
    expect((await guest.cart()).items).toEqual([]);
    expect((await guest.remove(line.id)).status).toBe(404);
    expect((await guest.remove('abc')).status).toBe(404);
  });

  it('drops lines whose product was soft-deleted', async () => {
    const guest = await shopper();
    await guest.add(1);
    await guest.add(2);
    softDelete(1);
    const cart = await guest.cart();
    expect(cart.items.map((item) => item.name)).toEqual([product(2).product_name]);
    expect(cart.total_price).toBe(product(2).price);
  });
});
