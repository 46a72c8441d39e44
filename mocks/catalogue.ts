/**
 * Production's product types (its enum: exactly these, lowercase) with the spec's
 * sub-categories, as production stores them: lowercase.
 */
export const PRODUCT_TYPES = {
  technology: ['smartphones', 'laptops', 'other'],
  clothing: ['t-shirts', 'jeans', 'other'],
  accessories: ['bags & backpacks', 'watches', 'other'],
  tools: ['hand tools', 'power tools', 'other'],
} as const;

export type ProductType = keyof typeof PRODUCT_TYPES;

export function isProductType(value: string): value is ProductType {
  return Object.hasOwn(PRODUCT_TYPES, value);
}
