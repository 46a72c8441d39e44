import { describe, expect, it } from 'vitest';
import {
  PRODUCT_NOT_FOUND,
  productFromResponse,
} from '../../../../../src/features/catalogue/api/get-product';
import { ApiError } from '../../../../../src/lib/api-client';

const PRODUCTION_RESPONSE = {
  product: {
    id: 3,
    product_name: 'Bar Shirt',
    description: 'A shirt.',
    price: 19.99,
    image_url: 'https://example.com/shirt.png',
    quantity: 0,
    product_type: 'clothing',
    product_sub_type: 't-shirts',
  },
};

describe('a product detail response', () => {
  it("takes production's product_type and product_sub_type as the category", () => {
    expect(productFromResponse(PRODUCTION_RESPONSE)).toMatchObject({
      id: 3,
      quantity: 0,
      category: 'clothing',
      sub_category: 't-shirts',
    });
  });

  it('is not found when production responds to an unknown id with an empty product', () => {
    expect(() => productFromResponse({ product: {} })).toThrowError(
      new ApiError(404, PRODUCT_NOT_FOUND),
    );
  });
});
