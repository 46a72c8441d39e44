import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { createOrder } from '../src/features/checkout/api/create-order';
import {
  createPact,
  errorBody,
  integer,
  like,
  mutationHeaders,
  sessionParams,
  useApi,
} from './support';

const pact = createPact();
const customer = {
  name: 'Amra',
  last_name: 'Hodžić',
  phone: '+387 61 123 456',
  address: 'Ferhadija 1, Sarajevo',
  email: 'amra@example.com',
};

describe('checkout', () => {
  it('places an order', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving('a request to place an order for the cart')
      .withRequest('POST', endpoints.createOrder.path, (b) =>
        b.headers(mutationHeaders).jsonBody(customer),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ detail: like('Order successfully made'), order_id: integer(13) }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await createOrder(customer)).toEqual({
          ok: true,
          status: 200,
          data: { detail: 'Order successfully made', order_id: 13 },
        });
      });
  });

  it('an order for an empty cart: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('the cart is empty', sessionParams)
      .uponReceiving('a request to place an order for an empty cart')
      .withRequest('POST', endpoints.createOrder.path, (b) =>
        b.headers(mutationHeaders).jsonBody(customer),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Your cart is empty.')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await createOrder(customer)).toEqual({
          ok: false,
          status: 400,
          detail: 'Your cart is empty.',
        });
      });
  });
});
