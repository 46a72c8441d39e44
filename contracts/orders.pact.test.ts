import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { ApiError } from '../src/lib/api-client';
import { getOrder } from '../src/features/orders/api/get-order';
import { isListedOrder, listOrders } from '../src/features/orders/api/list-orders';
import { setOrderStatus } from '../src/features/orders/api/set-order-status';
import { CONSUMER_REQUESTS } from './consumer-requests';
import { defectDescription } from './production-defects';
import {
  boolean,
  createPact,
  eachLike,
  errorBody,
  integer,
  isoDateTime,
  like,
  NOT_AUTHORIZED,
  number,
  refreshRefused,
  regex,
  sendStaffCookie,
  staffHeaders,
  staffParams,
  string,
  useApi,
} from './support';

const pact = createPact();

/** A page of the order list, `created_at` without an offset (UTC) as production sends it. */
const orderPage = (pageSize: number) => ({
  page: integer(1),
  page_size: integer(pageSize),
  total_orders: integer(12),
  orders: eachLike({
    id: integer(1),
    created_at: isoDateTime('2026-01-13T12:00:00'),
    status: regex('^(pending|accepted|rejected)$', 'pending'),
    total_price: number(349.9),
    finished: boolean(false),
  }),
});

/** Order 1's detail as production sends it: its lines, at the products' current prices. */
const orderDetail = {
  order_id: integer(1),
  order_total: number(1299.99),
  items: eachLike({
    product_id: integer(1),
    quantity: integer(1),
    image: string('https://example.com/laptop.png'),
    price: number(1299.99),
    name: string('Sleek Laptop'),
  }),
};

const firstPage = (pageSize: number) => ({
  page: '1',
  page_size: String(pageSize),
  sort_asc: 'true',
});

describe('orders', () => {
  it('lists the first page of five orders, oldest first', async () => {
    await pact
      .addInteraction()
      .given('12 orders exist')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request for the first page of orders, oldest first')
      .withRequest('GET', endpoints.listOrders.path, (b) =>
        b.headers(staffHeaders()).query(firstPage(5)),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderPage(5)))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        const result = await listOrders({ page: 1, sortAsc: true });
        expect(result).toMatchObject({
          orders: [
            { id: 1, created_at: '2026-01-13T12:00:00', status: 'pending', finished: false },
          ],
          total_orders: 12,
        });
      });
  });

  it('looks an order up in pages of 100', async () => {
    await pact
      .addInteraction()
      .given('12 orders exist')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request for the first 100 orders, oldest first')
      .withRequest('GET', endpoints.listOrders.path, (b) =>
        b.headers(staffHeaders()).query(firstPage(100)),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderPage(100)))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await isListedOrder(1)).toBe(true);
      });
  });

  it('the orders without a session: 401, and the refused refresh keeps it', async () => {
    pact
      .addInteraction()
      .given('12 orders exist')
      .given('the visitor is not signed in')
      .uponReceiving(defectDescription('ordersWithoutSignIn'))
      .withRequest('GET', endpoints.listOrders.path, (b) => b.query(firstPage(5)))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(NOT_AUTHORIZED)));
    await refreshRefused(pact).executeTest(async (server) => {
      useApi(server.url);
      await expect(listOrders({ page: 1, sortAsc: true })).rejects.toEqual(
        new ApiError(401, NOT_AUTHORIZED),
      );
    });
  });

  it("gets an order's lines", async () => {
    await pact
      .addInteraction()
      .given('an order with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request for order 1')
      .withRequest('GET', endpointPath('getOrder', { id: 1 }), (b) => b.headers(staffHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(orderDetail))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        const result = await getOrder(1);
        expect(result).toMatchObject({
          order_total: 1299.99,
          items: [{ name: 'Sleek Laptop', quantity: 1, price: 1299.99 }],
        });
      });
  });

  it("requests the order's customer: a consumer request, pending until the API sends it", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given('an order with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving(CONSUMER_REQUESTS.orderCustomer.interactions.withCustomer)
      .withRequest('GET', endpointPath('getOrder', { id: 1 }), (b) => b.headers(staffHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...orderDetail,
          customer: {
            name: string('Ana'),
            last_name: string('Horvat'),
            phone: string('+387 61 234 567'),
            address: string('Ferhadija 1, Sarajevo'),
            email: string('ana.horvat@example.com'),
          },
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        const result = await getOrder(1);
        expect(result.customer).toEqual({
          name: 'Ana',
          last_name: 'Horvat',
          phone: '+387 61 234 567',
          address: 'Ferhadija 1, Sarajevo',
          email: 'ana.horvat@example.com',
        });
      });
  });

  it('an unknown order: 404 with detail', async () => {
    await pact
      .addInteraction()
      .given('no order with id 999 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving(defectDescription('unknownOrder'))
      .withRequest('GET', endpointPath('getOrder', { id: 999 }), (b) => b.headers(staffHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Order not found')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(getOrder(999)).rejects.toEqual(new ApiError(404, 'Order not found'));
      });
  });

  it("sets an order's status; the response is a bare string", async () => {
    await pact
      .addInteraction()
      .given('an order with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to accept order 1')
      .withRequest('PATCH', endpointPath('setOrderStatus', { id: 1 }), (b) =>
        b.headers(staffHeaders()).jsonBody({ status: 'accepted' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(like('Successfully changed status')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await setOrderStatus(1, 'accepted')).toEqual('Successfully changed status');
      });
  });

  it("an unknown order's status: 404 with detail", async () => {
    await pact
      .addInteraction()
      .given('no order with id 999 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving(defectDescription('unknownOrderStatus'))
      .withRequest('PATCH', endpointPath('setOrderStatus', { id: 999 }), (b) =>
        b.headers(staffHeaders()).jsonBody({ status: 'accepted' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Order not found')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(setOrderStatus(999, 'accepted')).rejects.toEqual(
          new ApiError(404, 'Order not found'),
        );
      });
  });
});
