// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { MAX_PRICE, PRODUCT_MESSAGES } from '../../../mocks/handlers/product-admin';
import { staffVisitor } from './fuzz-client';

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
