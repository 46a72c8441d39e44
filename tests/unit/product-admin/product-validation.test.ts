import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { MockHttpError } from '../../../mocks/http';
import {
  PRODUCT_MESSAGES,
  validateNewProduct,
  validateProductUpdate,
} from '../../../mocks/handlers/product-admin';
import { mockVisitor, signedInStaff } from '../support/mock-client';

const VALID_PRODUCT = {
  product_name: 'Trail Backpack',
  description: 'A light backpack for day hikes.',
  price: 89.9,
  quantity: 3,
  category: 'accessories',
  sub_category: 'bags & backpacks',
  image_url:
    'https://firebasestorage.googleapis.com/v0/b/demo/o/product_picture%2Fa.png?alt=media&token=t',
};

/** The 400 detail a validator raises for a body, or null when it accepts it. */
function rejection(validate: () => unknown): string | null {
  try {
    validate();
    return null;
  } catch (error) {
    if (error instanceof MockHttpError && error.status === 400) return error.detail;
    throw error;
  }
}

const create = (changes: Record<string, unknown>) =>
  rejection(() => validateNewProduct({ ...VALID_PRODUCT, ...changes }));

describe('mock product validation (create)', () => {
  it('accepts a valid product and stores category and sub-category lowercase', () => {
    const fields = validateNewProduct({
      ...VALID_PRODUCT,
      product_name: '  Trail Backpack ',
      category: 'Accessories',
      sub_category: 'Bags & Backpacks',
    });
    expect(fields).toMatchObject({
      product_name: 'Trail Backpack',
      category: 'accessories',
      sub_category: 'bags & backpacks',
    });
  });

  it.each([
    [{ product_name: '' }, PRODUCT_MESSAGES.create.name],
    [{ product_name: '   ' }, PRODUCT_MESSAGES.create.name],
    [{ product_name: 42 }, PRODUCT_MESSAGES.create.name],
    [{ price: 0 }, PRODUCT_MESSAGES.create.price],
    [{ price: -3 }, PRODUCT_MESSAGES.create.price],
    [{ price: '12' }, PRODUCT_MESSAGES.create.price],
    [{ price: null }, PRODUCT_MESSAGES.create.price],
    [{ price: 1.234 }, PRODUCT_MESSAGES.priceDecimals],
    [{ quantity: 0 }, PRODUCT_MESSAGES.quantity],
    [{ quantity: 6 }, PRODUCT_MESSAGES.quantity],
    [{ quantity: 2.5 }, PRODUCT_MESSAGES.quantity],
    [{ quantity: '2' }, PRODUCT_MESSAGES.quantity],
    [{ description: '' }, PRODUCT_MESSAGES.description],
    [{ description: 'x'.repeat(501) }, PRODUCT_MESSAGES.descriptionLength],
    [{ category: '' }, PRODUCT_MESSAGES.category],
    [{ category: 'food' }, PRODUCT_MESSAGES.unknownCategory],
    [{ sub_category: '' }, PRODUCT_MESSAGES.subCategory],
    [{ sub_category: 'laptops' }, PRODUCT_MESSAGES.unknownSubCategory],
    [{ image_url: '' }, PRODUCT_MESSAGES.image],
    [{ image_url: undefined }, PRODUCT_MESSAGES.image],
    [{ image_url: 'javascript:alert(1)' }, PRODUCT_MESSAGES.imageUrl],
  ])('rejects %j with "%s"', (changes, message) => {
    expect(create(changes)).toBe(message);
  });

  it('uses the spec texts for the create form', () => {
    expect(PRODUCT_MESSAGES.create).toEqual({
      name: 'product name cannot be empty',
      price: "Price can't be empty or less than 1",
    });
    expect(PRODUCT_MESSAGES.description).toBe('description cannot be empty');
    expect(PRODUCT_MESSAGES.category).toBe('category cannot be empty');
    expect(PRODUCT_MESSAGES.subCategory).toBe('sub category cannot be empty');
    expect(PRODUCT_MESSAGES.image).toBe('You have to add picture');
  });

  it('accepts 500 description characters and a price of 0.01', () => {
    expect(create({ description: 'x'.repeat(500), price: 0.01 })).toBeNull();
  });
});

describe('mock product validation (update)', () => {
  it('checks only the given fields, with the edit wording', () => {
    expect(validateProductUpdate({ price: 10.5 })).toEqual({ price: 10.5 });
    expect(rejection(() => validateProductUpdate({ product_name: '' }))).toBe(
      'Product name cannot be empty',
    );
    expect(rejection(() => validateProductUpdate({ price: 0 }))).toBe(
      'Price must be greater than 0',
    );
    expect(rejection(() => validateProductUpdate({}))).toBe(PRODUCT_MESSAGES.nothingToUpdate);
  });

  it('ignores category changes and lets a stock above 5 be sent back unchanged', () => {
    expect(validateProductUpdate({ quantity: 12, category: 'tools' }, 12)).toEqual({
      quantity: 12,
    });
    expect(rejection(() => validateProductUpdate({ quantity: 12 }, 8))).toBe(
      PRODUCT_MESSAGES.quantity,
    );
  });
});

describe('mock product admin handlers', () => {
  it('creates a product that comes first in the default (newest) list', async () => {
    const staff = await signedInStaff();
    const answer = await staff.call('POST', '/api/create/product', VALID_PRODUCT);
    expect(answer).toEqual({ status: 200, body: { product: 'Product created successfully' } });
    const list = (await staff.call('GET', '/api/products')).body as unknown as Array<{
      product_name: string;
    }>;
    expect(list[0].product_name).toBe(VALID_PRODUCT.product_name);
  });

  it('answers 400 with the field message and creates nothing', async () => {
    const staff = await signedInStaff();
    const before = db.product.count();
    const answer = await staff.call('POST', '/api/create/product', { ...VALID_PRODUCT, price: 0 });
    expect(answer).toEqual({
      status: 400,
      body: { detail: "Price can't be empty or less than 1" },
    });
    expect((await staff.call('POST', '/api/create/product', [1])).status).toBe(400);
    expect(db.product.count()).toBe(before);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const guest = await mockVisitor();
    for (const [method, path] of [
      ['POST', '/api/create/product'],
      ['PATCH', '/api/product/1'],
      ['DELETE', '/api/product/1'],
    ]) {
      const answer = await guest.call(method, path, VALID_PRODUCT);
      expect(answer.status).toBe(401);
    }
    expect(db.product.findFirst({ where: { id: { equals: 1 } } })?.deleted_at).toBeNull();
  });

  it('updates a product and answers the detail', async () => {
    const staff = await signedInStaff();
    const answer = await staff.call('PATCH', '/api/product/2', {
      product_name: 'Renamed',
      description: 'New text',
      price: 12.34,
      quantity: 2,
      image_url: VALID_PRODUCT.image_url,
    });
    expect(answer).toEqual({ status: 200, body: { detail: 'Product updated successfully!' } });
    const detail = (await staff.call('GET', '/api/product/2')).body.product;
    expect(detail).toMatchObject({ product_name: 'Renamed', price: 12.34, quantity: 2 });
    expect((await staff.call('PATCH', '/api/product/2', { price: -1 })).status).toBe(400);
    expect((await staff.call('PATCH', '/api/product/9999', { price: 5 })).status).toBe(404);
  });

  it('soft deletes: the product leaves the list, its detail and a second delete answer 404', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('DELETE', '/api/product/3')).toEqual({
      status: 200,
      body: { detail: 'Product soft deleted' },
    });
    expect(db.product.findFirst({ where: { id: { equals: 3 } } })?.deleted_at).toEqual(
      expect.any(String),
    );
    const list = (await staff.call('GET', '/api/products')).body as unknown as Array<{
      id: number;
    }>;
    expect(list.some((product) => product.id === 3)).toBe(false);
    expect((await staff.call('GET', '/api/product/3')).status).toBe(404);
    expect((await staff.call('DELETE', '/api/product/3')).status).toBe(404);
    expect((await staff.call('PATCH', '/api/product/3', { price: 5 })).status).toBe(404);
    expect((await staff.call('DELETE', '/api/product/abc')).status).toBe(404);
  });
});
