// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { ORDER_DETAILS } from '../../../mocks/handlers/checkout';
import { MAX_PRICE, PRODUCT_MESSAGES } from '../../../mocks/handlers/product-admin';
import { USER_MESSAGES } from '../../../src/features/profile/user-rules';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '../../../src/lib/validation';
import { fuzzOptions, staffVisitor, visitor } from './fuzz-client';

/** Bugs the fuzz tests found, pinned as plain examples. */
const NEW_PRODUCT = {
  product_name: 'Fuzzy Phone',
  description: 'A description.',
  price: 10,
  quantity: 2,
  category: 'Technology',
  sub_category: 'Smartphones',
  image_url: 'https://example.com/a.png',
};

const priceOf = (id: number) => db.product.findFirst({ where: { id: { equals: id } } })!.price;

describe('fuzz regressions: product prices', () => {
  it.each([1e-9, 9.4e-323, Number.MIN_VALUE, 0.004])(
    'refuses a positive price below one cent (%s) instead of storing 0',
    async (price) => {
      const staff = await staffVisitor();
      const before = db.product.count();
      const created = await staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, price });
      expect(created).toEqual({ status: 400, body: { detail: PRODUCT_MESSAGES.priceDecimals } });
      expect(db.product.count()).toBe(before);

      const oldPrice = priceOf(1);
      const updated = await staff.call('PATCH', '/api/product/1', { price });
      expect(updated).toEqual({ status: 400, body: { detail: PRODUCT_MESSAGES.priceDecimals } });
      expect(priceOf(1)).toBe(oldPrice);
    },
  );

  it.each([1e308, Number.MAX_VALUE, MAX_PRICE + 0.01])(
    'refuses a price too large to total in cents (%s) instead of storing Infinity',
    async (price) => {
      const staff = await staffVisitor();
      const created = await staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, price });
      expect(created).toEqual({ status: 400, body: { detail: PRODUCT_MESSAGES.priceTooLarge } });
      const updated = await staff.call('PATCH', '/api/product/1', { price });
      expect(updated).toEqual({ status: 400, body: { detail: PRODUCT_MESSAGES.priceTooLarge } });
    },
  );

  it('still takes one cent and the largest price', async () => {
    const staff = await staffVisitor();
    expect((await staff.call('PATCH', '/api/product/1', { price: 0.01 })).status).toBe(200);
    expect(priceOf(1)).toBe(0.01);
    expect((await staff.call('PATCH', '/api/product/1', { price: MAX_PRICE })).status).toBe(200);
    expect(priceOf(1)).toBe(MAX_PRICE);
  });
});

describe('fuzz regressions: e-mail checks run in linear time', () => {
  /** The pattern both handlers used: right answers, but quadratic backtracking. */
  const QUADRATIC = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const HUGE = `a@${'.'.repeat(100_000)}@`;

  it('accepts and refuses exactly what the old pattern did', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\n'), maxLength: 14 });
    fc.assert(
      fc.property(text, (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(QUADRATIC.test(value));
      }),
      fuzzOptions(2_000),
    );
  });

  /** The work an address costs: the characters the pattern is run on, not the wall clock. */
  const matchedLengths = () => {
    const test = vi.spyOn(EMAIL_PATTERN, 'test');
    return () => test.mock.calls.map(([value]) => String(value).length);
  };
  afterEach(() => vi.restoreAllMocks());

  it('refuses a 100 000-character address at checkout without matching it', async () => {
    const shopper = await visitor();
    await shopper.call('POST', '/api/add-item', { product_id: 1 });
    const customer = { name: 'Ana', last_name: 'Anić', phone: '061', address: 'Titova 1' };
    const lengths = matchedLengths();
    const answer = await shopper.call('POST', '/api/create-order', { ...customer, email: HUGE });
    expect(answer).toEqual({ status: 400, body: { detail: ORDER_DETAILS.badEmail } });
    expect(Math.max(0, ...lengths())).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
  });

  it('refuses a 100 000-character address on the profile without matching it', async () => {
    const staff = await staffVisitor();
    const lengths = matchedLengths();
    const answer = await staff.call('PATCH', '/api/user/1', { email: HUGE });
    expect(answer).toEqual({ status: 400, body: { detail: USER_MESSAGES.email } });
    expect(Math.max(0, ...lengths())).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
  });
});
