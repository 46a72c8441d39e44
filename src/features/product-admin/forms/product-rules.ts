import * as yup from 'yup';
import {
  CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  MIN_CREATE_PRICE,
  type CategoryName,
} from '../../../config/constants';

/** Spec section 5: the create wording, and the edit wording where it differs. */
export const CREATE_MESSAGES = {
  image: 'You have to add picture',
  category: 'category cannot be empty',
  subCategory: 'sub category cannot be empty',
  name: 'product name cannot be empty',
  price: "Price can't be empty or less than 1",
  description: 'description cannot be empty',
} as const;

export const EDIT_MESSAGES = {
  name: 'Product name cannot be empty',
  price: 'Price must be greater than 0',
  description: 'description cannot be empty',
} as const;

const descriptionTooLong = `Description can have at most ${DESCRIPTION_MAX_LENGTH} characters.`;

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
  .max(DESCRIPTION_MAX_LENGTH, descriptionTooLong);

export const createProductSchema = yup.object({
  image: yup
    .mixed()
    .nullable()
    .test('image', CREATE_MESSAGES.image, (value) => value != null),
  category: yup.string().trim().required(CREATE_MESSAGES.category),
  sub_category: yup.string().trim().required(CREATE_MESSAGES.subCategory),
  product_name: yup.string().trim().required(CREATE_MESSAGES.name),
  quantity: yup.number().required().integer().min(1),
  price: yup
    .number()
    .typeError(CREATE_MESSAGES.price)
    .required(CREATE_MESSAGES.price)
    .min(MIN_CREATE_PRICE, CREATE_MESSAGES.price),
  description,
});

export const editProductSchema = yup.object({
  product_name: yup.string().trim().required(EDIT_MESSAGES.name),
  // A sold-out product keeps 0 (the server leaves stock unchanged for 0) until restocked.
  quantity: yup.number().required().integer().min(0),
  price: yup
    .number()
    .typeError(EDIT_MESSAGES.price)
    .required(EDIT_MESSAGES.price)
    .moreThan(0, EDIT_MESSAGES.price),
  description: description.required(EDIT_MESSAGES.description),
});

/** The shared fields as the API wants them. */
export function productFields(values: ProductFieldValues) {
  return {
    product_name: values.product_name.trim(),
    description: values.description.trim(),
    price: Math.round(Number(values.price) * 100) / 100,
    quantity: Number(values.quantity),
  };
}

export const categoryNames = Object.keys(CATEGORIES) as CategoryName[];

/** The sub-categories of a stored (lowercase) category value. */
export function subCategoriesOf(categoryValue: string): readonly string[] {
  const name = categoryNames.find((category) => category.toLowerCase() === categoryValue);
  return name ? CATEGORIES[name] : [];
}
