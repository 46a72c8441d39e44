import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { server } from '../../../../mocks/node';
import { createScenarioControl } from '../../../../mocks/scenarios';

const BASE = 'http://localhost:5173';

interface Listed {
  id: number;
  product_type: string;
  product_sub_type: string;
}

interface Page {
  items: Listed[];
  total: number;
  limit: number;
  offset: number;
}

async function list<T = Listed[]>(query = '') {
  const response = await fetch(`${BASE}/api/products${query}`);
  return { status: response.status, body: (await response.json()) as T };
}

const ids = (listed: Listed[]) => listed.map((product) => product.id);

const scenarios = createScenarioControl(server);
afterEach(() => scenarios.clear());

describe('mock product list: pages (a consumer request)', () => {
  it('answers the bare array, as production, to a request without limit', async () => {
    const { body } = await list('?offset=5');
    expect(Array.isArray(body)).toBe(true);
    expect(ids(body)).toEqual(ids((await list()).body));
  });

  it('answers {items, total, limit, offset} when limit is sent: the same order, sliced', async () => {
    const whole = (await list('?sort=asc')).body;
    const first = (await list<Page>('?sort=asc&limit=5')).body;
    expect(Object.keys(first)).toEqual(['items', 'total', 'limit', 'offset']);
    expect(first).toMatchObject({ total: whole.length, limit: 5, offset: 0 });
    expect(ids(first.items)).toEqual(ids(whole.slice(0, 5)));
    const second = (await list<Page>('?sort=asc&limit=5&offset=5')).body;
    expect(ids(second.items)).toEqual(ids(whole.slice(5, 10)));
    expect(second).toMatchObject({ total: whole.length, limit: 5, offset: 5 });
  });

  it('answers an empty page past the end, with the total', async () => {
    const total = (await list()).body.length;
    expect((await list<Page>(`?limit=10&offset=${total}`)).body).toEqual({
      items: [],
      total,
      limit: 10,
      offset: total,
    });
  });

  it('filters by category and sub-category, with or without a page, case aside', async () => {
    const { body } = await list('?category=Technology&sub_category=LAPTOPS');
    const laptops = db.product
      .getAll()
      .filter(
        (product) =>
          product.quantity > 0 &&
          product.product_type === 'technology' &&
          product.product_sub_type === 'laptops',
      );
    expect(body.length).toBe(laptops.length);
    expect(body.every((product) => product.product_sub_type === 'laptops')).toBe(true);
    const page = (await list<Page>('?category=technology&sub_category=laptops&limit=1')).body;
    expect(page.total).toBe(laptops.length);
    expect(ids(page.items)).toEqual(ids(body.slice(0, 1)));
    expect((await list('?category=food')).body).toEqual([]);
  });

  it('refuses a limit out of 1 to 100 and an offset below 0 with a 422, as production its other values', async () => {
    expect(await list('?limit=0&offset=-1')).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'greater_than_equal',
            loc: ['query', 'limit'],
            msg: 'Input should be greater than or equal to 1',
            input: '0',
            ctx: { ge: 1 },
          },
          {
            type: 'greater_than_equal',
            loc: ['query', 'offset'],
            msg: 'Input should be greater than or equal to 0',
            input: '-1',
            ctx: { ge: 0 },
          },
        ],
      },
    });
    expect(await list('?limit=101')).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            type: 'less_than_equal',
            loc: ['query', 'limit'],
            msg: 'Input should be less than or equal to 100',
          },
        ],
      },
    });
    expect((await list('?limit=ten')).body).toMatchObject({
      detail: [{ type: 'int_parsing', loc: ['query', 'limit'] }],
    });
    expect((await list<Page>('?limit=100')).status).toBe(200);
  });

  it('empty-shop answers an empty page to a page request, an empty array otherwise', async () => {
    scenarios.use(['empty-shop']);
    expect((await list<Page>('?limit=48')).body).toEqual({
      items: [],
      total: 0,
      limit: 48,
      offset: 0,
    });
    expect((await list()).body).toEqual([]);
  });

  it('products-unpaginated answers as production today: the whole array, pages and categories ignored', async () => {
    const whole = (await list('?sort=asc')).body;
    scenarios.use(['products-unpaginated']);
    const answered = await list('?sort=asc&category=tools&limit=0&offset=-3');
    expect(answered.status).toBe(200);
    expect(ids(answered.body)).toEqual(ids(whole));
    expect((await list('?sort=sideways')).status).toBe(422);
  });
});
