import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../../../src/config/rules/product';
import { db } from '../../../../mocks/data/db';

const BASE = 'http://localhost:5173';

interface ListedProduct {
  id: number;
  product_name: string;
  price: number;
  quantity: number;
  created_at: string;
}

async function list(query = '') {
  const response = await fetch(`${BASE}/api/products${query}`);
  return { status: response.status, body: await response.json() };
}

const ids = async (query = '') =>
  ((await list(query)).body as ListedProduct[]).map((product) => product.id);

const setStock = (id: number, quantity: number) =>
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });

describe('mock product list', () => {
  it('seeds 40 products covering every type / sub-type pair, stored lowercase', () => {
    const pairs = Object.entries(PRODUCT_TYPES).flatMap(([type, subs]) =>
      subs.map((sub) => `${type}/${sub}`),
    );
    const products = db.product.getAll();
    expect(products.length).toBe(40);
    expect(new Set(products.map((p) => `${p.product_type}/${p.product_sub_type}`))).toEqual(
      new Set(pairs),
    );
  });

  it("returns production's fields, newest first by default and oldest first with sort=asc", async () => {
    const desc = (await list()).body as ListedProduct[];
    const asc = (await list('?sort=asc')).body as ListedProduct[];
    expect(desc.map((p) => p.id)).toEqual([...asc.map((p) => p.id)].reverse());
    expect(Object.keys(desc[0])).toEqual([
      'id',
      'product_name',
      'description',
      'price',
      'image_url',
      'quantity',
      'product_type',
      'product_sub_type',
      'created_at',
    ]);
    expect(desc[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('filters by name (case-insensitive) and an inclusive price range', async () => {
    const sample = db.product.getAll()[3];
    const word = sample.product_name.split(' ')[1].toUpperCase();
    const byName = (await list(`?name=${encodeURIComponent(word)}`)).body as ListedProduct[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((p) => p.product_name.toUpperCase().includes(word))).toBe(true);
    expect(await ids(`?min_price=${sample.price}&max_price=${sample.price}`)).toContain(sample.id);
  });

  it('quantity means stock equal to the number', async () => {
    setStock(1, 3);
    setStock(2, 4);
    const threes = db.product.getAll().filter((p) => p.quantity === 3);
    const listed = (await list('?quantity=3')).body as ListedProduct[];
    expect(listed.map((p) => p.id).sort((a, b) => a - b)).toEqual(threes.map((p) => p.id));
    expect(listed.map((p) => p.id)).not.toContain(2);
  });

  it('treats 0 and below as no filter', async () => {
    const all = await ids();
    expect(await ids('?min_price=0&max_price=-5&quantity=0')).toEqual(all);
  });

  it('lists only products in stock', async () => {
    setStock(1, 0);
    const inStock = db.product.getAll().filter((product) => product.quantity > 0);
    expect(await ids()).not.toContain(1);
    expect((await ids()).sort((a, b) => a - b)).toEqual(inStock.map((product) => product.id));
  });

  it('returns 422 lists for a bad number and a sort other than asc or desc', async () => {
    expect(await list('?min_price=cheap&quantity=2.5&sort=foo')).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'float_parsing',
            loc: ['query', 'min_price'],
            msg: 'Input should be a valid number, unable to parse string as a number',
            input: 'cheap',
          },
          {
            type: 'int_parsing',
            loc: ['query', 'quantity'],
            msg: 'Input should be a valid integer, unable to parse string as an integer',
            input: '2.5',
          },
          {
            type: 'string_pattern_mismatch',
            loc: ['query', 'sort'],
            msg: "String should match pattern '^(asc|desc)$'",
            input: 'foo',
            ctx: { pattern: '^(asc|desc)$' },
          },
        ],
      },
    });
  });
});

describe('mock product detail', () => {
  it("returns production's detail fields", async () => {
    const response = await fetch(`${BASE}/api/product/2`);
    const { product } = await response.json();
    expect(Object.keys(product)).toEqual([
      'id',
      'product_name',
      'description',
      'price',
      'image_url',
      'quantity',
      'product_type',
      'product_sub_type',
    ]);
    expect(product).toMatchObject({ id: 2, product_type: 'technology' });
  });

  it('responds 200 {"product": {}} for an unknown id, as production', async () => {
    const response = await fetch(`${BASE}/api/product/999`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ product: {} });
  });

  it('returns a sold-out product with quantity 0', async () => {
    setStock(1, 0);
    const { product } = await (await fetch(`${BASE}/api/product/1`)).json();
    expect(product).toMatchObject({ id: 1, quantity: 0 });
  });

  it('responds 422 for an id that is no integer', async () => {
    const response = await fetch(`${BASE}/api/product/1.5`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        {
          type: 'int_parsing',
          loc: ['path', 'id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: '1.5',
        },
      ],
    });
  });
});
