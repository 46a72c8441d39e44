// @vitest-environment node
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { ORDERS_PAGE_SIZE } from '../../../src/config/constants';
import { endpoints } from '../../../src/config/endpoints';
import {
  expectSaneAnswer,
  freshStore,
  fuzzOptions,
  PROPERTY_TIMEOUT_MS,
  RUNS,
  tally,
  type Client,
} from './fuzz-client';
import { weirdNumber, weirdString } from './payloads';

/** A query value: often a plausible one, otherwise anything; absent now and then. */
function queryValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<string | undefined> {
  return fc.option(
    fc.oneof(
      { arbitrary: plausible, weight: 16 },
      { arbitrary: weirdNumber.map(String), weight: 1 },
      { arbitrary: weirdString, weight: 1 },
    ),
    { freq: 4, nil: undefined },
  );
}

/** Query text past the known keys: junk, repeated keys, broken percent escapes. */
const junk = fc.option(
  fc.oneof(
    fc.constantFrom('%zz', '%', '&&&', '=', 'min_price=1&min_price=abc', 'sort=asc&sort=up', '+'),
    fc.constantFrom('page=1&page=x', 'page_size=5&page_size=500', 'name=%E2%82', 'sort=%00'),
    fc.string(),
  ),
  { freq: 2 },
);

function queryString(values: Record<string, string | undefined>, extra: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.append(key, value);
  }
  return [params.toString(), extra].filter(Boolean).join('&');
}

/** The filter as the handler must read it: absent or blank is unset, else a number >= 0. */
function filterNumber(raw: string | null): { ok: boolean; value?: number } {
  const text = raw?.trim();
  if (!text) return { ok: true };
  const value = Number(text);
  return Number.isFinite(value) && value >= 0
    ? { ok: true, value: value || undefined }
    : { ok: false };
}

const amount = fc.integer({ min: 0, max: 200_000 }).map((cents) => String(cents / 100));

describe('fuzz: random query strings on the list calls', () => {
  let guest: Client;
  let staff: Client;
  beforeEach(async () => {
    ({ guest, staff } = await freshStore());
  });

  it(
    'GET /api/products answers 200 with matching live products, or 400 for a bad filter',
    async () => {
      const stats = tally('GET /api/products');
      const query = fc.record({
        name: queryValue(fc.constantFrom('', 'a', 'PHONE', ' jeans ', 'zzz')),
        min_price: queryValue(amount),
        max_price: queryValue(amount),
        quantity: queryValue(fc.integer({ min: 0, max: 6 }).map(String)),
        sort: queryValue(fc.constantFrom('asc', 'desc', ' asc ', 'ASC', '')),
      });
      await fc.assert(
        fc.asyncProperty(query, junk, async (values, extra) => {
          const url = `${endpoints.listProducts.path}?${queryString(values, extra)}`;
          const answer = await (extra && extra.length % 2 ? guest : staff).send('GET', url);
          const body = expectSaneAnswer(answer, `GET ${url}`);
          stats.count('any', answer);

          const params = new URL(url, 'http://localhost').searchParams;
          const [min, max, stock] = ['min_price', 'max_price', 'quantity'].map((key) =>
            filterNumber(params.get(key)),
          );
          const sort = params.get('sort')?.trim() || 'desc';
          const valid = min.ok && max.ok && stock.ok && (sort === 'asc' || sort === 'desc');
          expect(answer.status, `GET ${url}`).toBe(valid ? 200 : 400);
          if (!valid) return;

          const products = body as Array<{
            id: number;
            product_name: string;
            price: number;
            quantity: number;
          }>;
          const name = params.get('name')?.trim().toLowerCase();
          for (const product of products) {
            const row = db.product.findFirst({ where: { id: { equals: product.id } } });
            expect(row?.deleted_at, `GET ${url}: ${product.id} is live`).toBeNull();
            if (name) expect(product.product_name.toLowerCase()).toContain(name);
            if (min.value !== undefined) expect(product.price).toBeGreaterThanOrEqual(min.value);
            if (max.value !== undefined) expect(product.price).toBeLessThanOrEqual(max.value);
            if (stock.value !== undefined)
              expect(product.quantity).toBeGreaterThanOrEqual(stock.value);
          }
        }),
        fuzzOptions(RUNS.query),
      );
      stats.print();
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'GET /api/orders answers a page of at most page_size orders, 400 for a bad page, 401 for a guest',
    async () => {
      const stats = tally('GET /api/orders');
      const query = fc.record({
        page: queryValue(fc.integer({ min: 0, max: 4 }).map(String)),
        page_size: queryValue(fc.integer({ min: 0, max: 60 }).map(String)),
        sort_asc: queryValue(fc.constantFrom('true', 'false', 'TRUE', ' false ', '1', 'yes')),
      });
      await fc.assert(
        fc.asyncProperty(query, junk, async (values, extra) => {
          const url = `${endpoints.listOrders.path}?${queryString(values, extra)}`;
          const asGuest = await guest.send('GET', url);
          expectSaneAnswer(asGuest, `guest GET ${url}`);
          expect(asGuest.status).toBe(401);
          const answer = await staff.send('GET', url);
          const body = expectSaneAnswer(answer, `staff GET ${url}`);
          stats.count('staff', answer);
          if (answer.status !== 200) {
            expect(answer.status, `GET ${url}`).toBe(400);
            return;
          }
          const { orders, total_orders: total } = body as {
            orders: Array<{ id: number; created_at: string; total_price: number }>;
            total_orders: number;
          };
          const params = new URL(url, 'http://localhost').searchParams;
          const pageSize = Number(params.get('page_size')?.trim() || ORDERS_PAGE_SIZE);
          expect(orders.length, `GET ${url}`).toBeLessThanOrEqual(pageSize);
          expect(total).toBe(db.order.count());
          const ascending = (params.get('sort_asc')?.trim().toLowerCase() || 'true') === 'true';
          const dates = orders.map((order) => order.created_at);
          const sorted = [...dates].sort();
          expect(dates).toEqual(ascending ? sorted : sorted.reverse());
        }),
        fuzzOptions(RUNS.query),
      );
      stats.print();
    },
    PROPERTY_TIMEOUT_MS,
  );
});
