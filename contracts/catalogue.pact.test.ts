import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { getProduct } from '../src/features/catalogue/api/get-product';
import { listProducts } from '../src/features/catalogue/api/list-products';
import {
  createPact,
  eachLike,
  errorBody,
  integer,
  number,
  sessionHeaders,
  string,
  useApi,
} from './support';

const pact = createPact();

const summary = {
  id: integer(1),
  product_name: string('Sleek Laptop'),
  price: number(1299.99),
  image_url: string('https://example.com/laptop.png'),
  quantity: integer(4),
};

describe('catalogue', () => {
  it('lists products without filters', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for the catalogue')
      .withRequest('GET', endpoints.listProducts.path, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(summary)))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await listProducts();
        expect(result.ok && result.data[0]).toMatchObject({ id: 1, product_name: 'Sleek Laptop' });
      });
  });

  it('lists products with filters and a sort order', async () => {
    const filters = { min_price: 1, max_price: 2000, quantity: 1, sort: 'asc' as const };
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for the catalogue with price and stock filters, oldest first')
      .withRequest('GET', endpoints.listProducts.path, (b) =>
        b.headers(sessionHeaders).query({
          min_price: '1',
          max_price: '2000',
          quantity: '1',
          sort: 'asc',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(summary)))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await listProducts(filters);
        expect(result.ok && result.data).toHaveLength(1);
      });
  });

  it('gets one product', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for product 1')
      .withRequest('GET', endpointPath('getProduct', { id: 1 }), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          product: {
            ...summary,
            description: string('A light laptop for every day.'),
            category: string('technology'),
            sub_category: string('laptops'),
          },
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getProduct(1);
        expect(result.ok && result.data.product).toMatchObject({
          id: 1,
          category: 'technology',
          sub_category: 'laptops',
        });
      });
  });

  it('a missing product: 404', async () => {
    await pact
      .addInteraction()
      .given('no product with id 999 exists')
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', endpointPath('getProduct', { id: 999 }), (b) => b.headers(sessionHeaders))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Product not found.')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await getProduct(999)).toEqual({
          ok: false,
          status: 404,
          detail: 'Product not found.',
        });
      });
  });
});
