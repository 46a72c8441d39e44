// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/data/db';
import { seedDb } from '../../../../../../mocks/data/seed';
import type { ProductSummary } from '../../../../../../src/features/catalogue';
import {
  indexOf,
  isIndexed,
  matchesIn,
  namesIndexOf,
} from '../../../../../../src/features/catalogue/search/product-index';

/** The seed's catalogue at the size the issue measures: 5,000 products, as the list answers it. */
let products: ProductSummary[];
const namesFor = async (typed: string, count = 10) =>
  matchesIn(await indexOf(products), products, typed, count).map(
    ({ product_name }) => product_name,
  );

beforeAll(() => {
  seedDb({ products: 5000 });
  products = db.product.getAll().map(({ created_at: _created, ...product }) => product);
});

describe('searching the catalogue', () => {
  it.each(['navy t-shirt', 't-shirt navy', 'tshirt navy', 't shirt navy', 'NAVY T-SHÍRT'])(
    '"%s" lists navy T-shirts first, in any word order, case and accents',
    async (typed) => {
      const names = await namesFor(typed);
      expect(names).toHaveLength(10);
      for (const name of names) expect(name).toMatch(/T-Shirt, Navy$/);
    },
  );

  it('"t-shirts" (a plural) and "tshrit" (two letters swapped) list T-shirts first', async () => {
    for (const typed of ['t-shirts', 'tshirts', 'tshrit', 'tshrt']) {
      const names = await namesFor(typed);
      expect(names, typed).toHaveLength(10);
      for (const name of names) expect(name, typed).toMatch(/T-Shirt/);
    }
  });

  it('matches whole words, and the last one as a prefix while it is typed: "red" is not "Tapered"', async () => {
    const red = await namesFor('red', Infinity);
    expect(red.length).toBeGreaterThan(0);
    expect(red.filter((name) => /tapered/i.test(name))).toEqual([]);
    const jea = await namesFor('jea');
    expect(jea).toHaveLength(10);
    for (const name of jea) expect(name).toMatch(/Jeans/);
  });

  it('a last word of one letter narrows the words before it to products with a word it begins', async () => {
    const navy = await namesFor('navy', Infinity);
    const navyT = await namesFor('navy t', Infinity);
    expect(navyT.length).toBeGreaterThan(0);
    expect(navyT.length).toBeLessThan(navy.length);
    expect(navy).toEqual(expect.arrayContaining(navyT));
    // Those with the letter beginning a word of their name come first.
    for (const name of navyT.slice(0, 10)) expect(name).toMatch(/(^|[^a-z])t/i);
    const matched = matchesIn(await indexOf(products), products, 'navy t', Infinity);
    for (const product of matched) {
      const text = `${product.product_name} ${product.description} ${product.product_type} ${product.product_sub_type}`;
      expect(text, product.product_name).toMatch(/(^|[^a-z])t/i);
    }
  });

  it('weighs the name above the category and the description', async () => {
    const [first] = await namesFor('laptop', 1);
    expect(first).toMatch(/Laptop/i);
  });

  it('the names index, built first, finds by name and category; the whole index by description too', async () => {
    const fresh = products.map((product) => ({ ...product }));
    const names = await namesIndexOf(fresh);
    expect(isIndexed(fresh)).toBe(false);
    const navyShirts = matchesIn(names, fresh, 'navy t-shirt', 10);
    expect(navyShirts).toHaveLength(10);
    for (const { product_name } of navyShirts) expect(product_name).toMatch(/T-Shirt, Navy$/);

    const nameWords = new Set(
      fresh.flatMap((product) =>
        `${product.product_name} ${product.product_type} ${product.product_sub_type}`
          .toLowerCase()
          .match(/[a-z]+/g),
      ),
    );
    const describedOnly = fresh
      .flatMap((product) => product.description?.toLowerCase().match(/[a-z]{7,}/g) ?? [])
      .find((word) => ![...nameWords].some((named) => named?.startsWith(word.slice(0, 5))));
    expect(describedOnly).toBeDefined();
    expect(matchesIn(names, fresh, describedOnly!)).toEqual([]);
    const whole = await indexOf(fresh);
    expect(isIndexed(fresh)).toBe(true);
    expect(matchesIn(whole, fresh, describedOnly!).length).toBeGreaterThan(0);
  });

  it('finds nothing for words no product has, and nothing for no words', async () => {
    expect(await namesFor('qwertyuiop zzz')).toEqual([]);
    expect(await namesFor('  - ')).toEqual([]);
  });
});
