import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { PRODUCT_DETAILS } from '../../../../mocks/handlers/product-admin';
import { NEW_PRODUCT } from '../../../support/product-form';
import { mockVisitor, signedInStaff, type MockVisitor } from '../../support/mock-client';

const UNCHANGED = { product_name: '', description: '', price: 0, image_url: '', quantity: 0 };

const product = (id: number) => db.product.findFirst({ where: { id: { equals: id } } })!;
const refused = (status: number, detail: string) => ({ status, body: { detail } });
const create = (staff: MockVisitor, changes: Record<string, unknown>) =>
  staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, ...changes });

describe('mock create product', () => {
  it('creates a product that comes first in the default (newest) list', async () => {
    const staff = await signedInStaff();
    expect(await create(staff, {})).toEqual({
      status: 200,
      body: { product: 'product successfully added' },
    });
    const [newest] = (await staff.call('GET', '/api/products')).body as unknown as Array<{
      product_name: string;
      product_type: string;
      product_sub_type: string;
    }>;
    expect(newest).toMatchObject({
      product_name: 'Trail Backpack',
      product_type: 'accessories',
      product_sub_type: 'bags & backpacks',
    });
  });

  it('stores the sub-category as sent', async () => {
    const staff = await signedInStaff();
    await create(staff, { sub_category: 'Bags & Backpacks' });
    expect(db.product.getAll().at(-1)?.product_sub_type).toBe('Bags & Backpacks');
  });

  it.each([
    [{ product_name: '' }, PRODUCT_DETAILS.allRequired],
    [{ description: '   ' }, PRODUCT_DETAILS.allRequired],
    [{ sub_category: '' }, PRODUCT_DETAILS.allRequired],
    [{ price: 0 }, PRODUCT_DETAILS.priceNotPositive],
    [{ price: -3 }, PRODUCT_DETAILS.priceNotPositive],
    [{ quantity: 0 }, PRODUCT_DETAILS.quantityNotPositive],
    [{ price: 1.234 }, PRODUCT_DETAILS.priceDecimals],
    [{ category: 'Tools' }, PRODUCT_DETAILS.unknownCategory],
    [{ category: 'food' }, PRODUCT_DETAILS.unknownCategory],
  ])('refuses %j with 400 "%s" and creates nothing', async (changes, detail) => {
    const staff = await signedInStaff();
    const before = db.product.count();
    expect(await create(staff, changes)).toEqual(refused(400, detail));
    expect(db.product.count()).toBe(before);
  });

  it("uses production's texts, and a clear one for an unknown category", () => {
    expect(PRODUCT_DETAILS).toMatchObject({
      allRequired: 'All fields are required',
      priceNotPositive: 'Price cannot be less than or equal to zero',
      quantityNotPositive: 'Quantity cannot be less than or equal to zero',
      unknownCategory: 'category must be one of: technology, clothing, accessories, tools',
    });
  });

  it('returns a 422 list for missing and wrong-typed fields', async () => {
    const staff = await signedInStaff();
    const withoutPrice: Partial<typeof NEW_PRODUCT> = { ...NEW_PRODUCT };
    delete withoutPrice.price;
    const response = await staff.call('POST', '/api/create/product', {
      ...withoutPrice,
      quantity: '2',
      image_url: null,
    });
    expect(response).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'missing',
            loc: ['body', 'price'],
            msg: 'Field required',
            input: { ...withoutPrice, quantity: '2', image_url: null },
          },
          {
            type: 'string_type',
            loc: ['body', 'image_url'],
            msg: 'Input should be a valid string',
            input: null,
          },
        ],
      },
    });
  });

  it('responds 401 "Not authorized" to a visitor who is not signed in', async () => {
    const guest = await mockVisitor();
    for (const [method, path] of [
      ['POST', '/api/create/product'],
      ['PATCH', '/api/product/1'],
      ['DELETE', '/api/product/1'],
    ]) {
      expect(await guest.call(method, path, NEW_PRODUCT)).toEqual(refused(401, 'Not authorized'));
    }
    expect(product(1).quantity).toBeGreaterThan(0);
  });
});

describe('mock update product', () => {
  it('updates the fields and returns the bare string "successfully updated"', async () => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/product/2', {
      product_name: 'Renamed',
      description: 'New text',
      price: 12.34,
      quantity: 2,
      image_url: NEW_PRODUCT.image_url,
    });
    expect(response).toEqual({ status: 200, body: 'successfully updated' });
    expect(product(2)).toMatchObject({ product_name: 'Renamed', price: 12.34, quantity: 2 });
  });

  it('leaves a field unchanged when it is empty or a number not above 0', async () => {
    const staff = await signedInStaff();
    const before = product(2);
    const response = await staff.call('PATCH', '/api/product/2', { ...UNCHANGED, price: -1 });
    expect(response.status).toBe(200);
    expect(product(2)).toEqual(before);
    await staff.call('PATCH', '/api/product/2', { ...UNCHANGED, description: 'Only this' });
    expect(product(2)).toEqual({ ...before, description: 'Only this' });
  });

  it('requires all five fields (422) and responds 404 for an unknown product', async () => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/product/2', { price: 5 });
    expect(response.status).toBe(422);
    expect((response.body.detail as Array<{ loc: string[] }>).map((issue) => issue.loc)).toEqual([
      ['body', 'product_name'],
      ['body', 'description'],
      ['body', 'image_url'],
      ['body', 'quantity'],
    ]);
    expect(await staff.call('PATCH', '/api/product/9999', UNCHANGED)).toEqual(
      refused(404, 'Product is not found'),
    );
  });
});

describe('mock soft delete', () => {
  it('sets the stock to 0: out of the list, detail still there, restocked by an update', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('DELETE', '/api/product/3')).toEqual({
      status: 200,
      body: 'Product has been soft deleted',
    });
    expect(product(3).quantity).toBe(0);
    const listed = async () =>
      ((await staff.call('GET', '/api/products')).body as unknown as Array<{ id: number }>).map(
        (row) => row.id,
      );
    expect(await listed()).not.toContain(3);
    const detail = await staff.call('GET', '/api/product/3');
    expect(detail).toMatchObject({ status: 200, body: { product: { id: 3, quantity: 0 } } });

    await staff.call('PATCH', '/api/product/3', { ...UNCHANGED, quantity: 4 });
    expect(await listed()).toContain(3);
    expect(product(3).quantity).toBe(4);
  });

  it('responds 404 for an unknown product and 422 for an id that is no integer', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('DELETE', '/api/product/999')).toEqual(
      refused(404, 'Product is not found'),
    );
    const response = await staff.call('DELETE', '/api/product/abc');
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      expect.objectContaining({ type: 'int_parsing', loc: ['path', 'id'], input: 'abc' }),
    ]);
  });
});
