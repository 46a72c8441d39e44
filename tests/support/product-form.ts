/** What the browser and screen tests of the product forms share. */

/** A 2×2 PNG, as base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** The spec's messages of an empty create form, in the order shown. */
export const CREATE_MESSAGES = [
  'You have to add picture',
  'category cannot be empty',
  'sub category cannot be empty',
  'product name cannot be empty',
  "Price can't be empty or less than 1",
  'description cannot be empty',
];

/** A product the mock's create call accepts. */
export const NEW_PRODUCT = {
  product_name: 'Trail Backpack',
  description: 'A light backpack for day hikes.',
  price: 89.9,
  quantity: 3,
  category: 'accessories',
  sub_category: 'bags & backpacks',
  image_url:
    'https://firebasestorage.googleapis.com/v0/b/demo/o/product_picture%2Fa.png?alt=media&token=t',
};
