import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import type { SortDirection } from '../src/config/rules/product-filter';
import {
  getProduct,
  isSoldOut,
  PRODUCT_NOT_FOUND,
  productFromResponse,
} from '../src/features/catalogue/api/get-product';
import {
  isWholeList,
  listProducts,
  type ProductList,
  type ProductPage,
  type ProductSummary,
} from '../src/features/catalogue/api/list-products';
import { PRODUCT_GRID_PAGE_SIZE } from '../src/config/constants';
import { PAGE_LIMIT } from '../src/config/rules/product-filter';
import { ApiError } from '../src/lib/api-client';
import { CONSUMER_REQUESTS } from './consumer-requests';
import {
  createPact,
  eachLike,
  integer,
  isoDateTime,
  listOf,
  number,
  regex,
  string,
  useApi,
  validationErrorBody,
} from './support';

const pact = createPact();

/** Production names the category `product_type`/`product_sub_type`. */
const product = {
  id: integer(1),
  product_name: string('Sleek Laptop'),
  description: string('A light laptop for every day.'),
  price: number(1299.99),
  image_url: string('https://example.com/laptop.png'),
  quantity: integer(4),
  product_type: string('technology'),
  product_sub_type: string('laptops'),
};

/** A catalogue entry: the product and when it was created (no offset: UTC). */
const listed = { ...product, created_at: isoDateTime('2026-01-13T12:00:00') };

/** The list as today's call answers it: the bare array. */
function wholeList(list: ProductList): ProductSummary[] {
  expect(isWholeList(list)).toBe(true);
  return list as ProductSummary[];
}

/** The list as a page request answers it (the consumer request). */
function page(list: ProductList): ProductPage {
  expect(isWholeList(list)).toBe(false);
  return list as ProductPage;
}

const { interactions: pageRequests } = CONSUMER_REQUESTS.productPages;

/** The catalogue's page: as many products as the grid shows at a time, from `offset`. */
const gridPage = (offset: number) => ({ limit: PRODUCT_GRID_PAGE_SIZE, offset });
const pageQuery = (offset: number) => ({
  limit: String(PRODUCT_GRID_PAGE_SIZE),
  offset: String(offset),
});

/** The sub-category of the paged interaction, as stored (lowercase). */
const LAPTOPS = { category: 'technology', subCategory: 'laptops' } as const;

describe('catalogue', () => {
  it('lists products without filters: a bare array', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for the catalogue')
      .withRequest('GET', endpoints.listProducts.path)
      .willRespondWith(200, (b) => b.jsonBody(eachLike(listed)))
      .executeTest(async (server) => {
        useApi(server.url);
        const [first] = wholeList(await listProducts());
        expect(first).toMatchObject({ id: 1, product_name: 'Sleek Laptop' });
      });
  });

  it('lists products with a name, price and stock filter, oldest first', async () => {
    const filters = {
      name: 'laptop',
      min_price: 1,
      max_price: 2000,
      quantity: 4,
      sort: 'asc' as const,
    };
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for the catalogue with name, price and stock filters, oldest first')
      .withRequest('GET', endpoints.listProducts.path, (b) =>
        b.query({
          name: 'laptop',
          min_price: '1',
          max_price: '2000',
          quantity: '4',
          sort: 'asc',
        }),
      )
      // Whether anything matches depends on the provider's data: the list may be empty.
      .willRespondWith(200, (b) => b.jsonBody(listOf(listed)))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(wholeList(await listProducts(filters))).toHaveLength(1);
      });
  });

  it('a sort order the API does not know: 422, read as one sentence', async () => {
    await pact
      .addInteraction()
      // Every interaction names a state: the verifier posts an empty state name otherwise.
      .given('a product with id 1 exists')
      .uponReceiving('a request for the catalogue with an unknown sort order')
      .withRequest('GET', endpoints.listProducts.path, (b) => b.query({ sort: 'foo' }))
      .willRespondWith(422, (b) =>
        b.jsonBody(validationErrorBody(['query', 'sort'], "Input should be 'asc' or 'desc'")),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(listProducts({ sort: 'foo' as SortDirection })).rejects.toEqual(
          new ApiError(422, "sort: Input should be 'asc' or 'desc'."),
        );
      });
  });

  it('requests the first page of the catalogue: a consumer request, pending until the API pages', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given('a product with id 1 exists')
      .uponReceiving(pageRequests.firstPage)
      .withRequest('GET', endpoints.listProducts.path, (b) => b.query(pageQuery(0)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          items: eachLike(listed),
          total: integer(1),
          limit: integer(PRODUCT_GRID_PAGE_SIZE),
          offset: integer(0),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const first = page(await listProducts({}, gridPage(0)));
        expect(first).toMatchObject({ total: 1, offset: 0 });
        expect(first.items[0]).toMatchObject({ id: 1, product_name: 'Sleek Laptop' });
      });
  });

  it("requests a sub-category's second page, filtered by the API: a consumer request", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given('49 products of a sub-category are in stock', LAPTOPS)
      .uponReceiving(pageRequests.categoryPage)
      .withRequest('GET', endpoints.listProducts.path, (b) =>
        b.query({
          category: LAPTOPS.category,
          sub_category: LAPTOPS.subCategory,
          ...pageQuery(PRODUCT_GRID_PAGE_SIZE),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Only the sub-category's products: the client no longer picks them itself.
          items: eachLike({
            ...listed,
            product_type: regex(`^${LAPTOPS.category}$`, LAPTOPS.category),
            product_sub_type: regex(`^${LAPTOPS.subCategory}$`, LAPTOPS.subCategory),
          }),
          total: integer(49),
          limit: integer(PRODUCT_GRID_PAGE_SIZE),
          offset: integer(PRODUCT_GRID_PAGE_SIZE),
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        const second = page(
          await listProducts(
            { category: LAPTOPS.category, sub_category: LAPTOPS.subCategory },
            gridPage(PRODUCT_GRID_PAGE_SIZE),
          ),
        );
        expect(second).toMatchObject({ total: 49, offset: PRODUCT_GRID_PAGE_SIZE });
        expect(second.items[0]).toMatchObject({ product_sub_type: 'laptops' });
      });
  });

  it('a page larger than the API gives: 422, as any bad query value (a consumer request)', async () => {
    const limit = PAGE_LIMIT.max + 1;
    await pact
      .addInteraction()
      .pending(true)
      .given('a product with id 1 exists')
      .uponReceiving(pageRequests.limitTooLarge)
      .withRequest('GET', endpoints.listProducts.path, (b) =>
        b.query({ limit: String(limit), offset: '0' }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(
          validationErrorBody(['query', 'limit'], 'Input should be less than or equal to 100'),
        ),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        await expect(listProducts({}, { limit, offset: 0 })).rejects.toEqual(
          new ApiError(422, 'limit: Input should be less than or equal to 100.'),
        );
      });
  });

  it('gets one product, its category as product_type', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .uponReceiving('a request for product 1')
      .withRequest('GET', endpointPath('getProduct', { id: 1 }))
      .willRespondWith(200, (b) => b.jsonBody({ product }))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getProduct(1);
        expect(productFromResponse(result)).toMatchObject({
          id: 1,
          category: 'technology',
          sub_category: 'laptops',
        });
      });
  });

  it('a sold-out (or soft-deleted) product is still returned, with no stock', async () => {
    await pact
      .addInteraction()
      .given('the product with id 1 is sold out')
      .uponReceiving('a request for product 1 while it is sold out')
      .withRequest('GET', endpointPath('getProduct', { id: 1 }))
      .willRespondWith(200, (b) => b.jsonBody({ product: { ...product, quantity: 0 } }))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getProduct(1);
        expect(isSoldOut(productFromResponse(result))).toBe(true);
      });
  });

  it('an unknown product: 200 with an empty product, which the client reads as not found', async () => {
    await pact
      .addInteraction()
      .given('no product with id 999 exists')
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', endpointPath('getProduct', { id: 999 }))
      // Pact cannot say "no id": an empty object pins the shape, and the test shows what the
      // client makes of it.
      .willRespondWith(200, (b) => b.jsonBody({ product: {} }))
      .executeTest(async (server) => {
        useApi(server.url);
        const result = await getProduct(999);
        expect(result).toEqual({ product: {} });
        expect(() => productFromResponse(result)).toThrow(new ApiError(404, PRODUCT_NOT_FOUND));
      });
  });
});
