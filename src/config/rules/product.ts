import { wholeCentsOf } from '../../lib/money';
import { PRODUCT_TYPES } from './categories';
import { tooLongMessage } from './text-length';

/**
 * A product's fields: the create and edit forms (spec section 5) and production's create and
 * update, with the shop's own price limits, which the forms and the mock both apply.
 */

// The categories are a module of their own: the catalogue loads them without the forms' rules.
export { categoryNames, isProductType, PRODUCT_TYPES, subCategoriesOf } from './categories';

export const DESCRIPTION_MAX_LENGTH = 500;

/** Production's columns: the longest name and sub-category a product stores (VARCHAR). */
export const PRODUCT_MAX_LENGTHS = { product_name: 50, sub_category: 35 } as const;

/** The forms' quantity choice (spec section 9). */
export const QUANTITY_CHOICES = [1, 2, 3, 4, 5] as const;

/** Production refuses a new product with less ("less than or equal to zero"). */
export const MIN_QUANTITY = 1;

/** The spec's create form asks for at least 1 BAM. */
export const MIN_CREATE_PRICE = 1;

/** Keeps every cart and order total a whole number of cents a double holds exactly. */
export const MAX_PRICE = 1_000_000_000;

/** The spec's create texts. */
export const CREATE_MESSAGES = {
  image: 'You have to add picture',
  category: 'category cannot be empty',
  subCategory: 'sub category cannot be empty',
  name: 'product name cannot be empty',
  price: "Price can't be empty or less than 1",
  description: 'description cannot be empty',
} as const;

/** The spec's edit texts. */
export const EDIT_MESSAGES = {
  name: 'Product name cannot be empty',
  price: 'Price must be greater than 0',
  description: 'description cannot be empty',
} as const;

/** The form's own (its textarea stops at the limit; production has none). */
export const DESCRIPTION_TOO_LONG = `${tooLongMessage('Description', DESCRIPTION_MAX_LENGTH)}.`;

/** The forms' words for production's column lengths (the mock responds with a 422 list). */
export const PRODUCT_TOO_LONG_MESSAGES = {
  product_name: `${tooLongMessage('Product name', PRODUCT_MAX_LENGTHS.product_name)}.`,
  sub_category: `${tooLongMessage('Sub category', PRODUCT_MAX_LENGTHS.sub_category)}.`,
} as const;

/** The shop's price limits, in the forms and the mock alike (production stores any price). */
export const PRICE_LIMIT_MESSAGES = {
  priceTooLarge: `Price can be at most ${MAX_PRICE}.`,
  priceDecimals: 'Price can have at most two decimals.',
} as const;

/** Which price limit a price above zero breaks: more than `MAX_PRICE`, or not whole cents. */
export function priceLimitBroken(price: number): keyof typeof PRICE_LIMIT_MESSAGES | null {
  if (!(price <= MAX_PRICE)) return 'priceTooLarge';
  // A positive price below one cent would round to 0 (found by the fuzz tests).
  const cents = wholeCentsOf(price);
  return cents === null || cents < 1 ? 'priceDecimals' : null;
}

/** Production's responses to a new product, and the mock's own for an unknown category. */
export const PRODUCT_SERVER_MESSAGES = {
  allRequired: 'All fields are required',
  priceNotPositive: 'Price cannot be less than or equal to zero',
  quantityNotPositive: 'Quantity cannot be less than or equal to zero',
  /** The mock's own (production responds with a 500). */
  unknownCategory: `category must be one of: ${Object.keys(PRODUCT_TYPES).join(', ')}`,
} as const;
