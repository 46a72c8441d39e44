import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import {
  MAX_ORDERS_PAGE_SIZE,
  ORDER_DETAILS,
  parseOrderListQuery,
  queryOrders,
} from '../../../mocks/handlers/orders';
import { MockHttpError } from '../../../mocks/http';
import { SEED_ORDERS } from '../../../mocks/seed';
import { mockVisitor, signedInStaff } from '../support/mock-client';

const parse = (query: string) => parseOrderListQuery(new URLSearchParams(query));

function parseError(query: string): string {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof MockHttpError && error.status === 400) return error.detail;
    throw error;
  }
  throw new Error(`"${query}" was accepted`);
}

describe('order list query', () => {
  it('defaults to page 1, 5 per page, oldest first', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 5, sortAsc: true });
    expect(parse('page=3&page_size=10&sort_asc=false')).toEqual({
      page: 3,
      pageSize: 10,
      sortAsc: false,
    });
  });

  it.each([
    ['page=0', ORDER_DETAILS.page],
    ['page=-1', ORDER_DETAILS.page],
    ['page=1.5', ORDER_DETAILS.page],
    ['page=abc', ORDER_DETAILS.page],
    ['page_size=0', ORDER_DETAILS.pageSize],
    [`page_size=${MAX_ORDERS_PAGE_SIZE + 1}`, ORDER_DETAILS.pageSize],
    ['sort_asc=yes', ORDER_DETAILS.sortAsc],
    ['sort_asc=1', ORDER_DETAILS.sortAsc],
  ])('refuses %s', (query, detail) => {
    expect(parseError(query)).toBe(detail);
  });
});

describe('order pages', () => {
  it(`splits the ${SEED_ORDERS} seeded orders 5, 5, 2 and then nothing`, () => {
    const sizes = [1, 2, 3, 4].map(
      (page) => queryOrders({ page, pageSize: 5, sortAsc: true }).orders.length,
    );
    expect(sizes).toEqual([5, 5, 2, 0]);
    expect(queryOrders({ page: 1, pageSize: 5, sortAsc: true }).total_orders).toBe(SEED_ORDERS);
  });

  it('sorts by created_at both ways and covers every order once', () => {
    const all = (sortAsc: boolean) =>
      [1, 2, 3].flatMap((page) => queryOrders({ page, pageSize: 5, sortAsc }).orders);
    const oldestFirst = all(true).map((order) => order.created_at);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect(all(false).map((order) => order.created_at)).toEqual([...oldestFirst].reverse());
    expect(new Set(all(true).map((order) => order.id)).size).toBe(SEED_ORDERS);
  });
});

describe('order endpoints', () => {
  it('lists a page with the contract fields, staff only', async () => {
    expect((await (await mockVisitor()).call('GET', '/api/orders')).status).toBe(401);
    const staff = await signedInStaff();
    const { status, body } = await staff.call(
      'GET',
      '/api/orders?page=3&page_size=5&sort_asc=true',
    );
    expect(status).toBe(200);
    expect(body.total_orders).toBe(SEED_ORDERS);
    expect(body.orders).toHaveLength(2);
    expect(Object.keys((body.orders as object[])[0]).sort()).toEqual(
      ['created_at', 'finished', 'id', 'status', 'total_price'].sort(),
    );
    expect((await staff.call('GET', '/api/orders?page=0')).status).toBe(400);
  });

  it('answers an order with its lines and total, 404 for an unknown one', async () => {
    const staff = await signedInStaff();
    const { status, body } = await staff.call('GET', '/api/order/1');
    expect(status).toBe(200);
    const lines = db.orderLine.findMany({ where: { order_id: { equals: 1 } } });
    // Seed pictures are stored as paths and answered on the API's origin.
    expect(body.items).toEqual(
      lines.map(({ name, image, quantity, price }) => ({
        name,
        image: new URL(image, 'http://localhost:5173').href,
        quantity,
        price,
      })),
    );
    expect(body.order_total).toBe(
      db.order.findFirst({ where: { id: { equals: 1 } } })?.total_price,
    );
    expect(await staff.call('GET', '/api/order/999')).toEqual({
      status: 404,
      body: { detail: ORDER_DETAILS.notFound },
    });
  });

  it('sets a status; finished sets the flag and another status clears it', async () => {
    const staff = await signedInStaff();
    const order = () => db.order.findFirst({ where: { id: { equals: 2 } } });
    expect(await staff.call('PATCH', '/api/status/order/2', { status: 'finished' })).toEqual({
      status: 200,
      body: { detail: 'Status changes' },
    });
    expect(order()).toMatchObject({ status: 'finished', finished: true });
    await staff.call('PATCH', '/api/status/order/2', { status: 'accepted' });
    expect(order()).toMatchObject({ status: 'accepted', finished: false });
  });

  it('refuses an unknown status with 400 and an unknown order with 404', async () => {
    const staff = await signedInStaff();
    for (const body of [{ status: 'pending' }, { status: 7 }, {}, '[]']) {
      expect(await staff.call('PATCH', '/api/status/order/1', body)).toMatchObject({ status: 400 });
    }
    expect(
      (await staff.call('PATCH', '/api/status/order/999', { status: 'rejected' })).status,
    ).toBe(404);
    expect(db.order.findFirst({ where: { id: { equals: 1 } } })?.status).toBe('pending');
  });
});
