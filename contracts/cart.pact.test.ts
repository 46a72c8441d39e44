import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { ApiError } from '../src/lib/api-client';
import { addToCart, ALREADY_IN_CART } from '../src/features/cart/api/add-to-cart';
import { getCart } from '../src/features/cart/api/get-cart';
import { removeCartItem } from '../src/features/cart/api/remove-cart-item';
import { updateCartItem } from '../src/features/cart/api/update-cart-item';
import {
  cartHeaders,
  cartLineId,
  createPact,
  eachLike,
  errorBody,
  integer,
  like,
  number,
  removeCartLinePath,
  sessionParams,
  string,
  useApi,
} from './support';

const pact = createPact();
const oneUnitOfProduct1 = { product_id: 1, quantity: 1 };

describe('cart', () => {
  it('gets the cart: its lines (line id and product id) and the total', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving("a request for the visitor's cart")
      .withRequest('GET', endpoints.getCart.path, (b) => b.headers(cartHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike({
            id: integer(1),
            product_id: integer(1),
            quantity: integer(2),
            name: string('Sleek Laptop'),
            image_url: string('https://example.com/laptop.png'),
            price: number(1299.99),
          }),
          total_price: number(2599.98),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getCart();
        expect(result).toMatchObject({
          items: [{ id: 1, product_id: 1, quantity: 2 }],
          total_price: 2599.98,
        });
      });
  });

  it('gets an empty cart', async () => {
    await pact
      .addInteraction()
      .given('the cart is empty', sessionParams)
      .uponReceiving("a request for the visitor's cart while it is empty")
      .withRequest('GET', endpoints.getCart.path, (b) => b.headers(cartHeaders))
      .willRespondWith(200, (b) => b.jsonBody({ items: [], total_price: number(0) }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await getCart()).toEqual({ items: [], total_price: 0 });
      });
  });

  it('adds a product', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('the cart is empty', sessionParams)
      .uponReceiving('a request to add one unit of product 1 to the cart')
      .withRequest('POST', endpoints.addToCart.path, (b) =>
        b.headers(cartHeaders).jsonBody(oneUnitOfProduct1),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: like('Item added to cart') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await addToCart(oneUnitOfProduct1)).toEqual({ message: 'Item added to cart' });
      });
  });

  it('adding a product the cart holds already: 400, after which the client calls inc', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving('a request to add a product that is already in the cart')
      .withRequest('POST', endpoints.addToCart.path, (b) =>
        b.headers(cartHeaders).jsonBody(oneUnitOfProduct1),
      )
      // The exact text: the client recognises the refusal by it.
      .willRespondWith(400, (b) => b.jsonBody({ detail: ALREADY_IN_CART }))
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(addToCart(oneUnitOfProduct1)).rejects.toEqual(
          new ApiError(400, ALREADY_IN_CART),
        );
      });
  });

  it('increases and decreases a line by its id', async () => {
    for (const [direction, message] of [
      ['inc', 'Quantity increased'],
      ['dec', 'Quantity decreased'],
    ] as const) {
      await pact
        .addInteraction()
        .given('the cart holds two items', sessionParams)
        .uponReceiving(
          `a request to ${direction === 'inc' ? 'increase' : 'decrease'} the first cart line`,
        )
        .withRequest('PATCH', endpointPath('updateCartItem', { direction }), (b) =>
          b.headers(cartHeaders).jsonBody({ id: cartLineId('firstItemId') }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ message: like(message) }))
        .executeTest(async (server) => {
          useApi(server.url);
          expect(await updateCartItem({ id: 1, direction })).toEqual({ message });
        });
    }
  });

  it('increasing a line beyond the stock: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .given('the product with id 1 is sold out')
      .uponReceiving('a request to increase a cart line whose product has no more stock')
      .withRequest('PATCH', endpointPath('updateCartItem', { direction: 'inc' }), (b) =>
        b.headers(cartHeaders).jsonBody({ id: cartLineId('firstItemId') }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Not enough stock available')))
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(updateCartItem({ id: 1, direction: 'inc' })).rejects.toEqual(
          new ApiError(400, 'Not enough stock available'),
        );
      });
  });

  it('decreasing a line of one unit: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving('a request to decrease a cart line that holds one unit')
      .withRequest('PATCH', endpointPath('updateCartItem', { direction: 'dec' }), (b) =>
        b.headers(cartHeaders).jsonBody({ id: cartLineId('secondItemId') }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Cannot decrease below 1')))
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(updateCartItem({ id: 2, direction: 'dec' })).rejects.toEqual(
          new ApiError(400, 'Cannot decrease below 1'),
        );
      });
  });

  it('removes a line by its id', async () => {
    await pact
      .addInteraction()
      .given('the cart holds two items', sessionParams)
      .uponReceiving('a request to remove the first cart line')
      .withRequest('DELETE', removeCartLinePath('firstItemId'), (b) => b.headers(cartHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: like('Item removed successfully deleted.') }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await removeCartItem(1)).toEqual({
          message: 'Item removed successfully deleted.',
        });
      });
  });
});
