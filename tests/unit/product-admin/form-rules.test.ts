import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CREATE_MESSAGES,
  createProductSchema,
  editProductSchema,
  emptyCreateValues,
  productFields,
  subCategoriesOf,
} from '../../../src/features/product-admin/forms/product-rules';

function messagesOf(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('product form rules', () => {
  it('an empty create form raises every create message', () => {
    const messages = messagesOf(() =>
      createProductSchema.validateSync(emptyCreateValues, { abortEarly: false }),
    );
    expect(new Set(messages)).toEqual(new Set(Object.values(CREATE_MESSAGES)));
  });

  it('create asks for at least 1 BAM; edit for more than 0', () => {
    const filled = {
      ...emptyCreateValues,
      image: new File(['x'], 'x.png', { type: 'image/png' }),
      category: 'tools',
      sub_category: 'hand tools',
      product_name: 'Hammer',
      description: 'Heavy',
    };
    expect(messagesOf(() => createProductSchema.validateSync({ ...filled, price: '0.5' }))).toEqual(
      ["Price can't be empty or less than 1"],
    );
    expect(messagesOf(() => createProductSchema.validateSync({ ...filled, price: '1' }))).toEqual(
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

  it('turns the inputs into the payload and lists sub-categories of a lowercase category', () => {
    expect(
      productFields({ product_name: ' A ', description: ' B ', price: '12.345', quantity: '4' }),
    ).toEqual({ product_name: 'A', description: 'B', price: 12.35, quantity: 4 });
    expect(subCategoriesOf('technology')).toEqual(['Smartphones', 'Laptops', 'Other']);
    expect(subCategoriesOf('')).toEqual([]);
  });
});
