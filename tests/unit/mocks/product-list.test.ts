import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { CATEGORIES } from '../../../src/config/constants';

const BASE = 'http://localhost:5173';

async function list(query = '') {
  const response = await fetch(`${BASE}/api/products${query}`);
  return { status: response.status, body: await response.json() };
}

describe('mock product list', () => {
  it('seeds at least 40 products covering every category / sub-category pair', () => {
    const pairs = Object.entries(CATEGORIES).flatMap(([category, subs]) =>
      subs.map((sub) => `${category}/${sub}`.toLowerCase()),
    );
    const products = db.product.getAll();
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => `${p.category}/${p.sub_category}`))).toEqual(new Set(pairs));
  });

  it('lists newest first by default and oldest first with sort=asc', async () => {
    const desc = (await list()).body as Array<{ id: number }>;
    const asc = (await list('?sort=asc')).body as Array<{ id: number }>;
    expect(desc.map((p) => p.id)).toEqual([...asc.map((p) => p.id)].reverse());
    expect(Object.keys(desc[0]).sort()).toEqual([
      'id',
      'image_url',
      'price',
      'product_name',
      'quantity',
    ]);
  });

  it('filters by name (case-insensitive), inclusive price range and least stock', async () => {
    const all = db.product.getAll();
    const sample = all[3];
    const word = sample.product_name.split(' ')[1].toUpperCase();
    const byName = (await list(`?name=${encodeURIComponent(word)}`)).body as Array<{
      product_name: string;
    }>;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((p) => p.product_name.toUpperCase().includes(word))).toBe(true);

    const byPrice = (await list(`?min_price=${sample.price}&max_price=${sample.price}`))
      .body as Array<{ id: number }>;
    expect(byPrice.map((p) => p.id)).toContain(sample.id);

    const byStock = (await list('?quantity=4')).body as Array<{ quantity: number }>;
    expect(byStock.length).toBe(all.filter((p) => p.quantity >= 4).length);
  });

  it('treats 0 and empty as unset and answers 400 for a bad number', async () => {
    const all = (await list()).body as unknown[];
    expect(((await list('?min_price=0&max_price=&quantity=0')).body as unknown[]).length).toBe(
      all.length,
    );
    const bad = await list('?min_price=cheap');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/min_price/);
  });

  it('never lists a soft-deleted product and answers 404 for its detail', async () => {
    db.product.update({
      where: { id: { equals: 1 } },
      data: { deleted_at: new Date().toISOString() },
    });
    const ids = ((await list()).body as Array<{ id: number }>).map((p) => p.id);
    expect(ids).not.toContain(1);
    const detail = await fetch(`${BASE}/api/product/1`);
    expect(detail.status).toBe(404);
  });
});
