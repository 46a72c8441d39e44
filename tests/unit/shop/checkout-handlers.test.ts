import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { CUSTOMER, shopper } from './visitor';

const stock = (id: number) => db.product.findFirst({ where: { id: { equals: id } } })!.quantity;
const setStock = (id: number, quantity: number) =>
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });

describe('mock create-order', () => {
  it('makes a pending order from the cart, takes the stock and empties the cart', async () => {
    const guest = await shopper();
    setStock(1, 4);
    setStock(2, 3);
    await guest.add(1);
    await guest.add(1);
    await guest.add(2);
    const { total_price: total } = await guest.cart();
    const before = db.order.count();

    const answer = await guest.order({ ...CUSTOMER, email: 'ana@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      detail: 'Order successfully made',
      order_id: expect.any(Number),
    });
    expect(db.order.count()).toBe(before + 1);
    const order = db.order.findFirst({
      where: { id: { equals: answer.body.order_id as number } },
    })!;
    expect(order).toMatchObject({
      status: 'pending',
      finished: false,
      total_price: total,
      email: 'ana@example.com',
    });
    expect(Number.isNaN(Date.parse(order.created_at))).toBe(false);
    const lines = db.orderLine.findMany({ where: { order_id: { equals: order.id } } });
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect([stock(1), stock(2)]).toEqual([2, 2]);
    expect((await guest.cart()).items).toEqual([]);
  });

  it('takes an order without an email', async () => {
    const guest = await shopper();
    await guest.add(1);
    expect((await guest.order(CUSTOMER)).status).toBe(200);
  });

  it('answers 400 for a missing field, a bad phone or a bad email, and keeps the cart', async () => {
    const guest = await shopper();
    await guest.add(1);
    for (const field of ['name', 'last_name', 'phone', 'address'] as const) {
      const answer = await guest.order({ ...CUSTOMER, [field]: '  ' });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await guest.order({ ...CUSTOMER, phone: '061 abc' })).body).toEqual({
      detail: 'Phone number can only have numbers',
    });
    expect((await guest.order({ ...CUSTOMER, email: 'ana@' })).body).toEqual({
      detail: 'Invalid email format',
    });
    expect((await guest.order({ ...CUSTOMER, name: 42 })).status).toBe(400);
    expect((await guest.order('nope')).status).toBe(400);
    expect((await guest.cart()).items).toHaveLength(1);
  });

  it('answers 400 for an empty cart', async () => {
    const guest = await shopper();
    const before = db.order.count();
    const answer = await guest.order(CUSTOMER);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/empty/);
    expect(db.order.count()).toBe(before);
  });

  it('answers 400 when stock ran out or a product was deleted, taking no stock', async () => {
    const guest = await shopper();
    setStock(1, 2);
    await guest.add(1);
    await guest.add(1);
    await guest.add(2);
    setStock(1, 1);
    const short = await guest.order(CUSTOMER);
    expect(short.status).toBe(400);
    expect(short.body.detail).toMatch(/Not enough stock/);
    setStock(1, 2);
    db.product.update({
      where: { id: { equals: 2 } },
      data: { deleted_at: new Date().toISOString() },
    });
    const stock2 = stock(2);
    const gone = await guest.order(CUSTOMER);
    expect(gone.status).toBe(400);
    expect(gone.body.detail).toMatch(/no longer available/);
    expect([stock(1), stock(2)]).toEqual([2, stock2]);
  });

  it('two orders from one cart make one order (the second finds the cart empty)', async () => {
    const guest = await shopper();
    await guest.add(1);
    const before = db.order.count();
    const answers = await Promise.all([guest.order(CUSTOMER), guest.order(CUSTOMER)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(db.order.count()).toBe(before + 1);
  });
});
