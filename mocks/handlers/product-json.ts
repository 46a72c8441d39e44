import type { ProductRecord } from '../data/db';

/** Makes a stored picture address absolute on the request's origin (`imageUrls`). */
export type ImageUrl = (stored: string) => string;

/** A product as production's detail returns it. */
export function productDetail(product: ProductRecord, imageUrl: ImageUrl) {
  const { id, product_name, description, price, quantity, product_type, product_sub_type } =
    product;
  const image_url = imageUrl(product.image_url);
  return {
    id,
    product_name,
    description,
    price,
    image_url,
    quantity,
    product_type,
    product_sub_type,
  };
}

/** A product as production's list returns it: the detail and its creation date. */
export function productListItem(product: ProductRecord, imageUrl: ImageUrl) {
  return { ...productDetail(product, imageUrl), created_at: product.created_at };
}
