import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { ApiError } from '../src/lib/api-client';
import { createOrder } from '../src/features/checkout/api/create-order';
import { cartHeaders, createPact, errorBody, like, sessionParams, useApi } from './support';

const pact = createPact();
const customer = {
  name: 'Amra',
  last_name: 'Hodžić',
  phone: '+387 61 123 456',
  address: 'Ferhadija 1, Sarajevo',
  email: 'amra@example.com',
};

describe('checkout', () => {
  it('places an order (the response carries no order id)', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving('a request to place an order for the cart')
      .withRequest('POST', endpoints.createOrder.path, (b) =>
        b.headers(cartHeaders).jsonBody(customer),
      )
      .willRespondWith(200, (b) => b.jsonBody({ order: like('Order successfully created') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await createOrder(customer)).toEqual({ order: 'Order successfully created' });
      });
  });

  it('an order for an empty cart: 404 with the reason', async () => {
    await pact
      .addInteraction()
      .given('the cart is empty', sessionParams)
      .uponReceiving('a request to place an order for an empty cart')
      .withRequest('POST', endpoints.createOrder.path, (b) =>
        b.headers(cartHeaders).jsonBody(customer),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Cart is empty or not found')))
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(createOrder(customer)).rejects.toEqual(
          new ApiError(404, 'Cart is empty or not found'),
        );
      });
  });
});
