import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { getOrder } from '../src/features/orders/api/get-order';
import { listOrders } from '../src/features/orders/api/list-orders';
import { setOrderStatus } from '../src/features/orders/api/set-order-status';
import {
  boolean,
  createPact,
  eachLike,
  errorBody,
  integer,
  isoDateTime,
  like,
  mutationHeaders,
  number,
  regex,
  sessionHeaders,
  staffParams,
  string,
  useApi,
} from './support';

const pact = createPact();

describe('orders', () => {
  it('lists a page of orders, newest first', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('12 orders exist')
      .uponReceiving('a request for the first page of orders, newest first')
      .withRequest('GET', endpoints.listOrders.path, (b) =>
        b.headers(sessionHeaders).query({ page: '1', page_size: '5', sort_asc: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          orders: eachLike({
            id: integer(12),
            created_at: isoDateTime('2026-02-03T00:00:00.000Z'),
            total_price: number(349.9),
            status: regex('^(pending|rejected|accepted|finished)$', 'pending'),
            finished: boolean(false),
          }),
          total_orders: integer(12),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await listOrders({ page: 1, sortAsc: false });
        expect(result.ok && result.data).toMatchObject({
          orders: [{ id: 12, status: 'pending', finished: false }],
          total_orders: 12,
        });
      });
  });

  it("gets an order's lines", async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('an order with id 1 exists')
      .uponReceiving('a request for order 1')
      .withRequest('GET', endpointPath('getOrder', { id: 1 }), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({
            name: string('Sleek Laptop'),
            image: string('https://example.com/laptop.png'),
            quantity: integer(1),
            price: number(1299.99),
          }),
          order_total: number(1299.99),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getOrder(1);
        expect(result.ok && result.data).toMatchObject({ order_total: 1299.99 });
      });
  });

  it('a missing order: 404', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('no order with id 999 exists')
      .uponReceiving('a request for an order that does not exist')
      .withRequest('GET', endpointPath('getOrder', { id: 999 }), (b) => b.headers(sessionHeaders))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Order not found.')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await getOrder(999)).toEqual({
          ok: false,
          status: 404,
          detail: 'Order not found.',
        });
      });
  });

  it("sets an order's status", async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('an order with id 1 exists')
      .uponReceiving('a request to accept order 1')
      .withRequest('PATCH', endpointPath('setOrderStatus', { id: 1 }), (b) =>
        b.headers(mutationHeaders).jsonBody({ status: 'accepted' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Status changes') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await setOrderStatus(1, 'accepted')).toMatchObject({ ok: true });
      });
  });
});
