import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { addToCart } from '../src/features/cart/api/add-to-cart';
import { getCart } from '../src/features/cart/api/get-cart';
import { removeCartItem } from '../src/features/cart/api/remove-cart-item';
import { updateCartItem } from '../src/features/cart/api/update-cart-item';
import {
  createPact,
  eachLike,
  errorBody,
  integer,
  like,
  mutationHeaders,
  number,
  sessionHeaders,
  sessionParams,
  string,
  useApi,
} from './support';

const pact = createPact();
/** The cart lines get ids 1 and 2, so requests can name them. */
const twoItems = { ...sessionParams, itemIds: [1, 2] };

describe('cart', () => {
  it('gets the cart', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', twoItems)
      .uponReceiving("a request for the visitor's cart")
      .withRequest('GET', endpoints.getCart.path, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({
            id: integer(1),
            name: string('Sleek Laptop'),
            image_url: string('https://example.com/laptop.png'),
            price: number(1299.99),
            quantity: integer(2),
          }),
          total_price: number(2599.98),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getCart();
        expect(result.ok && result.data).toMatchObject({
          items: [{ id: 1, quantity: 2 }],
          total_price: 2599.98,
        });
      });
  });

  it('adds a product', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('the cart is empty', sessionParams)
      .uponReceiving('a request to add one unit of product 1 to the cart')
      .withRequest('POST', endpoints.addToCart.path, (b) =>
        b.headers(mutationHeaders).jsonBody({ product_id: 1, quantity: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Item added to cart') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await addToCart({ product_id: 1, quantity: 1 })).toMatchObject({ ok: true });
      });
  });

  it('adding a sold-out product: 400 with the reason', async () => {
    const detail = 'Not enough stock: "Sleek Laptop" is sold out.';
    await pact
      .addInteraction()
      .given('the product with id 1 is sold out')
      .given('the cart is empty', sessionParams)
      .uponReceiving('a request to add a sold-out product to the cart')
      .withRequest('POST', endpoints.addToCart.path, (b) =>
        b.headers(mutationHeaders).jsonBody({ product_id: 1, quantity: 1 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody(detail)))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await addToCart({ product_id: 1, quantity: 1 })).toEqual({
          ok: false,
          status: 400,
          detail,
        });
      });
  });

  it('increases and decreases a line', async () => {
    for (const [direction, detail] of [
      ['inc', 'Item increased'],
      ['dec', 'Item decreased'],
    ] as const) {
      await pact
        .addInteraction()
        .given('the cart holds two items', twoItems)
        .uponReceiving(`a request to ${direction === 'inc' ? 'increase' : 'decrease'} cart item 1`)
        .withRequest('PATCH', endpoints.updateCartItem.path, (b) =>
          b.headers(mutationHeaders).jsonBody({ id: 1, direction }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ detail: like(detail) }))
        .executeTest(async (server) => {
          useApi(server.url);
          expect(await updateCartItem({ id: 1, direction })).toMatchObject({
            ok: true,
            data: { detail },
          });
        });
    }
  });

  it('removes a line', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', twoItems)
      .uponReceiving('a request to remove cart item 1')
      .withRequest('DELETE', endpointPath('removeCartItem', { id: 1 }), (b) =>
        b.headers(mutationHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Item removed') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await removeCartItem(1)).toMatchObject({ ok: true });
      });
  });
});
