import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { queryOrders } from '../../../../mocks/handlers/orders';
import { SEED_ORDERS } from '../../../../mocks/data/seed';
import { mockVisitor, signedInStaff, type MockVisitor } from '../../support/mock-client';

interface OrderPage {
  page: number;
  page_size: number;
  total_orders: number;
  orders: Array<{ id: number; created_at: string; total_price: number }>;
}

const ordersPage = (staff: MockVisitor, query = '') =>
  staff.call<OrderPage>('GET', `/api/orders${query}`);
const order = (id: number) => db.order.findFirst({ where: { id: { equals: id } } })!;
const refused = (status: number, detail: string) => ({ status, body: { detail } });

describe('order pages', () => {
  it(`splits the ${SEED_ORDERS} seeded orders 5, 5, 2 and then nothing`, () => {
    const sizes = [1, 2, 3, 4].map(
      (page) => queryOrders({ page, page_size: 5, sort_asc: true }).orders.length,
    );
    expect(sizes).toEqual([5, 5, 2, 0]);
  });

  it('sorts by created_at both ways and covers every order once', () => {
    const all = (sortAsc: boolean) =>
      [1, 2, 3].flatMap((page) => queryOrders({ page, page_size: 5, sort_asc: sortAsc }).orders);
    const oldestFirst = all(true).map((row) => row.created_at);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect(all(false).map((row) => row.created_at)).toEqual([...oldestFirst].reverse());
    expect(new Set(all(true).map((row) => row.id)).size).toBe(SEED_ORDERS);
  });
});

describe('GET /api/orders', () => {
  it('returns page, page_size, total_orders and the orders; 10 per page, oldest first by default', async () => {
    const staff = await signedInStaff();
    const { status, body } = await ordersPage(staff);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, page_size: 10, total_orders: SEED_ORDERS });
    expect(body.orders.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(body.orders[0])).toEqual([
      'id',
      'created_at',
      'status',
      'total_price',
      'finished',
    ]);
    const last = await ordersPage(staff, '?page=2&page_size=100&sort_asc=false');
    expect(last.body).toMatchObject({ page: 2, page_size: 100, orders: [] });
  });

  it('totals each order at the products current prices', async () => {
    const staff = await signedInStaff();
    const [line] = db.orderLine.findMany({ where: { order_id: { equals: 1 } } });
    const totalOf1 = async () => (await ordersPage(staff, '?page_size=1')).body.orders[0];
    const before = (await totalOf1()).total_price;
    const product = db.product.findFirst({ where: { id: { equals: line.product_id } } })!;
    db.product.update({
      where: { id: { equals: product.id } },
      data: { price: product.price + 1 },
    });
    expect((await totalOf1()).total_price).toBeCloseTo(before + line.quantity, 6);
  });

  it.each([
    ['page=0', 'greater_than_equal', 'page', 'Input should be greater than or equal to 1', '0'],
    [
      'page_size=0',
      'greater_than_equal',
      'page_size',
      'Input should be greater than or equal to 1',
      '0',
    ],
    [
      'page_size=101',
      'less_than_equal',
      'page_size',
      'Input should be less than or equal to 100',
      '101',
    ],
    [
      'sort_asc=maybe',
      'bool_parsing',
      'sort_asc',
      'Input should be a valid boolean, unable to interpret input',
      'maybe',
    ],
    [
      'page=x',
      'int_parsing',
      'page',
      'Input should be a valid integer, unable to parse string as an integer',
      'x',
    ],
  ])('responds 422 for %s', async (query, type, field, msg, input) => {
    const staff = await signedInStaff();
    const response = await staff.call('GET', `/api/orders?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      expect.objectContaining({ type, loc: ['query', field], msg, input }),
    ]);
  });

  it("reads sort_asc as production's validator does (yes, 0, TRUE)", async () => {
    const staff = await signedInStaff();
    const firstId = async (value: string) =>
      (await ordersPage(staff, `?page_size=1&sort_asc=${value}`)).body.orders[0].id;
    expect(await firstId('yes')).toBe(1);
    expect(await firstId('TRUE')).toBe(1);
    expect(await firstId('0')).toBe(SEED_ORDERS);
  });

  it('responds 401 "Not authorized" to a guest (production leaves it open)', async () => {
    const guest = await mockVisitor();
    expect(await guest.call('GET', '/api/orders')).toEqual(refused(401, 'Not authorized'));
  });
});

describe('GET /api/order/{id}', () => {
  it('returns the lines with the products current data, the total and the customer', async () => {
    const staff = await signedInStaff();
    const { status, body } = await staff.call('GET', '/api/order/1');
    expect(status).toBe(200);
    const lines = db.orderLine.findMany({ where: { order_id: { equals: 1 } } });
    const items = lines.map(({ product_id, quantity }) => {
      const product = db.product.findFirst({ where: { id: { equals: product_id } } })!;
      return {
        product_id,
        quantity,
        image: new URL(product.image_url, 'http://localhost:5173').href,
        price: product.price,
        name: product.product_name,
      };
    });
    const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const { name, last_name, phone, address, email } = db.order.findFirst({
      where: { id: { equals: 1 } },
    })!;
    expect(body).toEqual({
      order_id: 1,
      order_total: Math.round(total * 100) / 100,
      items,
      customer: { name, last_name, phone, address, email },
    });
  });

  it("responds 404 for an unknown order (production's 500) and 422 for a bad id", async () => {
    const staff = await signedInStaff();
    expect(await staff.call('GET', '/api/order/999')).toEqual(refused(404, "order doesn't exist"));
    expect((await staff.call('GET', '/api/order/first')).status).toBe(422);
  });
});

describe('PATCH /api/status/order/{id}', () => {
  it('accepted and rejected set the status; finished sets the flag and keeps the status', async () => {
    const staff = await signedInStaff();
    const setStatus = (status: string) => staff.call('PATCH', '/api/status/order/2', { status });
    expect(await setStatus('accepted')).toEqual({
      status: 200,
      body: 'Successfully changed status',
    });
    expect(order(2)).toMatchObject({ status: 'accepted', finished: false });
    await setStatus('finished');
    expect(order(2)).toMatchObject({ status: 'accepted', finished: true });
    await setStatus('rejected');
    expect(order(2)).toMatchObject({ status: 'rejected', finished: true });
  });

  it('responds 404 for an unknown order and 400 for an unknown status (production 500s)', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('PATCH', '/api/status/order/999', { status: 'accepted' })).toEqual(
      refused(404, "order doesn't exist"),
    );
    expect(await staff.call('PATCH', '/api/status/order/1', { status: 'pending' })).toEqual(
      refused(400, 'Invalid status'),
    );
    expect(order(1)).toMatchObject({ status: 'pending', finished: false });
  });

  it('returns one 422 list for a bad path id and a missing status', async () => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/status/order/x', {});
    expect(response).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'int_parsing',
            loc: ['path', 'id'],
            msg: 'Input should be a valid integer, unable to parse string as an integer',
            input: 'x',
          },
          { type: 'missing', loc: ['body', 'status'], msg: 'Field required', input: {} },
        ],
      },
    });
  });
});
