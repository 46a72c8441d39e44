// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/data/db';
import { PRODUCT_DETAILS } from '../../../mocks/handlers/product-admin';
import { USER_DETAILS } from '../../../mocks/handlers/users';
import {
  EMAIL_PATTERN,
  isValidEmail,
  MAX_EMAIL_LENGTH,
  PRODUCTION_EMAIL_PATTERN,
} from '../../../src/config/rules/email';
import { MAX_PRICE } from '../../../src/config/rules/product';
import { USER_MAX_LENGTHS } from '../../../src/config/rules/user';
import { fuzzOptions, RUNS, staffVisitor, visitor } from './fuzz-client';

/** Bugs the fuzz tests found, pinned as plain examples. */
const NEW_PRODUCT = {
  product_name: 'Fuzzy Phone',
  description: 'A description.',
  price: 10,
  quantity: 2,
  category: 'technology',
  sub_category: 'smartphones',
  image_url: 'https://example.com/a.png',
};
/** An update that changes only what is added to it. */
const UNCHANGED = { product_name: '', description: '', price: 0, image_url: '', quantity: 0 };

const priceOf = (id: number) => db.product.findFirst({ where: { id: { equals: id } } })!.price;

describe('fuzz regressions: product prices', () => {
  it.each([1e-9, 9.4e-323, Number.MIN_VALUE, 0.004])(
    'refuses a positive price below one cent (%s) instead of storing 0',
    async (price) => {
      const staff = await staffVisitor();
      const before = db.product.count();
      const created = await staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, price });
      expect(created).toEqual({ status: 400, body: { detail: PRODUCT_DETAILS.priceDecimals } });
      expect(db.product.count()).toBe(before);

      const oldPrice = priceOf(1);
      const updated = await staff.call('PATCH', '/api/product/1', { ...UNCHANGED, price });
      expect(updated).toEqual({ status: 400, body: { detail: PRODUCT_DETAILS.priceDecimals } });
      expect(priceOf(1)).toBe(oldPrice);
    },
  );

  it.each([1e308, Number.MAX_VALUE, MAX_PRICE + 0.01])(
    'refuses a price too large to total in cents (%s) instead of storing Infinity',
    async (price) => {
      const staff = await staffVisitor();
      const created = await staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, price });
      expect(created).toEqual({ status: 400, body: { detail: PRODUCT_DETAILS.priceTooLarge } });
      const updated = await staff.call('PATCH', '/api/product/1', { ...UNCHANGED, price });
      expect(updated).toEqual({ status: 400, body: { detail: PRODUCT_DETAILS.priceTooLarge } });
    },
  );

  it('still takes one cent and the largest price', async () => {
    const staff = await staffVisitor();
    const setPrice = (price: number) =>
      staff.call('PATCH', '/api/product/1', { ...UNCHANGED, price });
    expect((await setPrice(0.01)).status).toBe(200);
    expect(priceOf(1)).toBe(0.01);
    expect((await setPrice(MAX_PRICE)).status).toBe(200);
    expect(priceOf(1)).toBe(MAX_PRICE);
  });
});

describe('fuzz regressions: the name filter', () => {
  it('responds to a very long wildcard pattern instead of failing in a regular expression', async () => {
    const guest = await visitor();
    const name = encodeURIComponent('% '.repeat(12_000));
    const response = await guest.call('GET', `/api/products?name=${name}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('keeps ILIKE: % for any run, _ for one character, case ignored', async () => {
    const guest = await visitor();
    type Listed = { product_name: string }[];
    const listed = async (query = '') =>
      ((await guest.call('GET', `/api/products${query}`)).body as unknown as Listed).map(
        (product) => product.product_name,
      );
    const [name] = await listed();
    const pattern = `%${name.slice(0, 1).toUpperCase()}_${name.slice(2).toLowerCase()}`;
    const names = (query: string) => listed(`?name=${encodeURIComponent(query)}`);
    expect(await names(pattern)).toContain(name);
    expect(await names(`${name}_`)).not.toContain(name);
  });
});

describe('fuzz regressions: e-mail checks run in linear time', () => {
  /** The pattern the client's forms used: right results, but quadratic backtracking. */
  const QUADRATIC = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const HUGE = `a@${'.'.repeat(100_000)}@`;

  it('accepts and refuses exactly what the old pattern did', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\n'), maxLength: 14 });
    fc.assert(
      fc.property(text, (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(QUADRATIC.test(value));
      }),
      fuzzOptions(RUNS.emailPattern),
    );
  });

  it('the forms refuse a 100 000-character address without matching it', () => {
    // The work an address costs is the characters the pattern runs on, not the wall clock.
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    expect(isValidEmail(HUGE)).toBe(false);
    const matched = test.mock.calls.map(([value]) => String(value).length);
    test.mockRestore();
    expect(Math.max(0, ...matched)).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
  });

  it('refuses a 100 000-character address on the profile for its length, unmatched', async () => {
    const test = vi.spyOn(PRODUCTION_EMAIL_PATTERN, 'test');
    const staff = await staffVisitor();
    const response = await staff.call('PATCH', '/api/user/1', { email: HUGE });
    const matched = test.mock.calls.length;
    test.mockRestore();
    expect(response.status).toBe(422);
    expect(response.body.detail).toMatchObject([
      {
        type: 'string_too_long',
        loc: ['body', 'email'],
        ctx: { max_length: USER_MAX_LENGTHS.email },
      },
    ]);
    expect(matched).toBe(0);
  });

  it("refuses a bad address as long as a user stores with production's text", async () => {
    // The mock uses production's rule, whose backtracking is linear in the address.
    const staff = await staffVisitor();
    const email = `a@${'.'.repeat(USER_MAX_LENGTHS.email - 3)}@`;
    const response = await staff.call('PATCH', '/api/user/1', { email });
    expect(response).toEqual({ status: 400, body: { detail: USER_DETAILS.badEmail } });
  });
});
