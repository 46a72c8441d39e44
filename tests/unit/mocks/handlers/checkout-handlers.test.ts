import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { CUSTOMER, shopper } from '../../support/visitor';

const stock = (id: number) => db.product.findFirst({ where: { id: { equals: id } } })!.quantity;
const setStock = (id: number, quantity: number) =>
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });
const refused = (status: number, detail: string) => ({ status, body: { detail } });

describe('mock create-order', () => {
  it('makes a pending order from the cart, takes the stock and empties the cart', async () => {
    const guest = await shopper();
    setStock(1, 4);
    setStock(2, 3);
    await guest.add(1, 2);
    await guest.add(2);
    const before = db.order.count();

    const response = await guest.order({ ...CUSTOMER, email: 'ana@example.com' });
    expect(response).toEqual({ status: 200, body: { order: 'Order successfully created' } });
    expect(db.order.count()).toBe(before + 1);
    const order = db.order.getAll().at(-1)!;
    expect(order).toMatchObject({ status: 'pending', finished: false, email: 'ana@example.com' });
    expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const lines = db.orderLine.findMany({ where: { order_id: { equals: order.id } } });
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect([stock(1), stock(2)]).toEqual([2, 2]);
    expect(await guest.cart()).toEqual({ items: [], total_price: 0 });
  });

  it('takes an order without an e-mail, and any e-mail text (production checks none)', async () => {
    const guest = await shopper();
    await guest.add(1);
    expect((await guest.order(CUSTOMER)).status).toBe(200);
    await guest.add(2);
    expect((await guest.order({ ...CUSTOMER, email: 'not an address' })).status).toBe(200);
  });

  it('returns "Data is missing" for a blank name, last name or phone, not the address', async () => {
    const guest = await shopper();
    await guest.add(1);
    for (const field of ['name', 'last_name', 'phone'] as const) {
      expect(await guest.order({ ...CUSTOMER, [field]: '  ' })).toEqual(
        refused(400, 'Data is missing'),
      );
    }
    expect((await guest.cart()).items).toHaveLength(1);
    expect((await guest.order({ ...CUSTOMER, address: '' })).status).toBe(200);
  });

  it.each(['061 abc 123', '12345', '1'.repeat(21)])(
    'refuses the phone "%s" with production\'s text',
    async (phone) => {
      const guest = await shopper();
      await guest.add(1);
      expect(await guest.order({ ...CUSTOMER, phone })).toEqual(
        refused(400, 'Phone number must contain at least one digit'),
      );
    },
  );

  it('returns 422 lists for missing and wrong-typed fields', async () => {
    const guest = await shopper();
    const response = await guest.order({ name: 42, phone: '061234567' });
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      {
        type: 'string_type',
        loc: ['body', 'name'],
        msg: 'Input should be a valid string',
        input: 42,
      },
      expect.objectContaining({ type: 'missing', loc: ['body', 'last_name'] }),
      expect.objectContaining({ type: 'missing', loc: ['body', 'address'] }),
    ]);
  });

  it('responds 404 for an empty cart and 400 without a session id', async () => {
    const guest = await shopper();
    const before = db.order.count();
    expect(await guest.order(CUSTOMER)).toEqual(refused(404, 'Cart is empty or not found'));
    expect(await guest.call('POST', '/api/create-order', CUSTOMER, { 'X-Session-ID': '' })).toEqual(
      refused(400, 'Session ID is missing'),
    );
    expect(db.order.count()).toBe(before);
  });

  it('responds 400 when the stock ran out and 404 for an unknown product, taking no stock', async () => {
    const guest = await shopper();
    setStock(1, 2);
    await guest.add(1, 2);
    await guest.add(2, 5);
    setStock(2, 4);
    expect(await guest.order(CUSTOMER)).toEqual(refused(400, 'Not enough stock for product'));
    expect([stock(1), stock(2)]).toEqual([2, 4]);

    const other = await shopper();
    const stockOf3 = stock(3);
    await other.add(3);
    await other.add(999);
    expect(await other.order(CUSTOMER)).toEqual(refused(404, 'Product with ID 999 not found'));
    expect(stock(3)).toBe(stockOf3);
  });

  it('two orders from one cart make one order (the second finds the cart empty)', async () => {
    const guest = await shopper();
    await guest.add(1);
    const before = db.order.count();
    const responses = await Promise.all([guest.order(CUSTOMER), guest.order(CUSTOMER)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 404]);
    expect(db.order.count()).toBe(before + 1);
  });
});
