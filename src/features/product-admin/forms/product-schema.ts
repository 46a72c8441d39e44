import * as yup from 'yup';
import {
  CREATE_MESSAGES,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG,
  EDIT_MESSAGES,
  MIN_CREATE_PRICE,
  MIN_QUANTITY,
  PRICE_LIMIT_MESSAGES,
  priceLimitBroken,
  PRODUCT_MAX_LENGTHS,
  PRODUCT_TOO_LONG_MESSAGES,
} from '../../../config/rules/product';
import { textOfAtMost } from '../../../lib/form-text';
import { toCents } from '../../../lib/money';

/** Form values are kept as the inputs' text; the schemas turn them into the payload's types. */
export interface ProductFieldValues {
  product_name: string;
  quantity: string;
  price: string;
  description: string;
}

export interface CreateProductValues extends ProductFieldValues {
  image: File | null;
  category: string;
  sub_category: string;
}

export const emptyCreateValues: CreateProductValues = {
  image: null,
  category: '',
  sub_category: '',
  product_name: '',
  quantity: '1',
  price: '',
  description: '',
};

const description = yup
  .string()
  .trim()
  .required(CREATE_MESSAGES.description)
  .max(DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG);

/** No longer than production stores; the spec's own text when empty. */
const productName = (emptyMessage: string) =>
  textOfAtMost(PRODUCT_MAX_LENGTHS.product_name, PRODUCT_TOO_LONG_MESSAGES.product_name).required(
    emptyMessage,
  );

/**
 * A price the spec's rule takes (`notBelowMessage` otherwise) and the shop's limits too, which
 * the server applies as well: at most two decimals and at most 1 000 000 000.
 */
const price = (notBelowMessage: string, isAboveMin: (value: number) => boolean) =>
  yup
    .number()
    .typeError(notBelowMessage)
    .required(notBelowMessage)
    .test('min', notBelowMessage, isAboveMin)
    .test('limits', (value, context) => {
      // One message a field: a price below the minimum has the spec's.
      const broken = isAboveMin(value) && priceLimitBroken(value);
      return broken ? context.createError({ message: PRICE_LIMIT_MESSAGES[broken] }) : true;
    });

export const createProductSchema = yup.object({
  image: yup
    .mixed()
    .nullable()
    .test('image', CREATE_MESSAGES.image, (value) => value != null),
  category: yup.string().trim().required(CREATE_MESSAGES.category),
  sub_category: textOfAtMost(
    PRODUCT_MAX_LENGTHS.sub_category,
    PRODUCT_TOO_LONG_MESSAGES.sub_category,
  ).required(CREATE_MESSAGES.subCategory),
  product_name: productName(CREATE_MESSAGES.name),
  quantity: yup.number().required().integer().min(MIN_QUANTITY),
  price: price(CREATE_MESSAGES.price, (value) => value >= MIN_CREATE_PRICE),
  description,
});

export const editProductSchema = yup.object({
  product_name: productName(EDIT_MESSAGES.name),
  // A sold-out product keeps 0 (the server leaves stock unchanged for 0) until restocked.
  quantity: yup.number().required().integer().min(0),
  price: price(EDIT_MESSAGES.price, (value) => value > 0),
  description: description.required(EDIT_MESSAGES.description),
});

/** The shared fields as the API wants them. */
export function productFields(values: ProductFieldValues) {
  return {
    product_name: values.product_name.trim(),
    description: values.description.trim(),
    price: toCents(Number(values.price)),
    quantity: Number(values.quantity),
  };
}
