import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CREATE_MESSAGES, subCategoriesOf } from '../../../../../src/config/rules/product';
import {
  createProductSchema,
  editProductSchema,
  emptyCreateValues,
  productFields,
} from '../../../../../src/features/product-admin/forms/product-schema';

function messagesOf(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** A create form filled in but for the price. */
const FILLED = {
  ...emptyCreateValues,
  image: new File(['x'], 'x.png', { type: 'image/png' }),
  category: 'tools',
  sub_category: 'hand tools',
  product_name: 'Hammer',
  description: 'Heavy',
};

describe('product form rules', () => {
  it('an empty create form raises every create message', () => {
    const messages = messagesOf(() =>
      createProductSchema.validateSync(emptyCreateValues, { abortEarly: false }),
    );
    expect(new Set(messages)).toEqual(new Set(Object.values(CREATE_MESSAGES)));
  });

  it('create asks for at least 1 BAM; edit for more than 0', () => {
    expect(messagesOf(() => createProductSchema.validateSync({ ...FILLED, price: '0.5' }))).toEqual(
      ["Price can't be empty or less than 1"],
    );
    expect(messagesOf(() => createProductSchema.validateSync({ ...FILLED, price: '1' }))).toEqual(
      [],
    );
    const edit = { product_name: 'Hammer', quantity: '2', price: '0', description: 'Heavy' };
    expect(messagesOf(() => editProductSchema.validateSync(edit))).toEqual([
      'Price must be greater than 0',
    ]);
    expect(
      messagesOf(() =>
        editProductSchema.validateSync({ ...edit, product_name: ' ' }, { abortEarly: false }),
      ),
    ).toEqual(expect.arrayContaining(['Product name cannot be empty']));
  });

  it('refuses, as the server does, more than two decimals and more than 1 000 000 000', () => {
    const edit = { product_name: 'Hammer', quantity: '2', description: 'Heavy' };
    const priceMessage = (price: string) =>
      messagesOf(() => editProductSchema.validateSync({ ...edit, price }, { abortEarly: false }));
    expect(priceMessage('1.234')).toEqual(['Price can have at most two decimals.']);
    expect(priceMessage('0.001')).toEqual(['Price can have at most two decimals.']);
    expect(priceMessage('1000000000.01')).toEqual(['Price can be at most 1000000000.']);
    expect(priceMessage('1e12')).toEqual(['Price can be at most 1000000000.']);
    expect(priceMessage('1000000000')).toEqual([]);
    expect(priceMessage('0.01')).toEqual([]);
  });

  it("shows the spec's create text alone for a price below 1, whatever its decimals", () => {
    const values = { ...FILLED, price: '0.005' };
    expect(
      messagesOf(() => createProductSchema.validateSync(values, { abortEarly: false })),
    ).toEqual(["Price can't be empty or less than 1"]);
  });

  it('turns the inputs into the payload and lists sub-categories of a lowercase category', () => {
    expect(
      productFields({ product_name: ' A ', description: ' B ', price: '12.345', quantity: '4' }),
    ).toEqual({ product_name: 'A', description: 'B', price: 12.35, quantity: 4 });
    expect(subCategoriesOf('technology')).toEqual(['Smartphones', 'Laptops', 'Other']);
    expect(subCategoriesOf('')).toEqual([]);
  });
});
