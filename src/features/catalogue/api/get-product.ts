import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export interface Product {
  id: number;
  product_name: string;
  description: string;
  price: number;
  /** 0 = sold out (a soft-deleted product is one with no stock). */
  quantity: number;
  category: string;
  sub_category: string;
  image_url: string;
}

/** Production names the category `product_type`/`product_sub_type` in this response. */
export type ProductResponse = Partial<Product> & {
  product_type?: string;
  product_sub_type?: string;
};

export function getProduct(id: number) {
  return apiRequest<{ product: ProductResponse }>('getProduct', { params: { id } });
}

export const PRODUCT_NOT_FOUND = 'Product not found';

export const isProductNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

/**
 * The product of a detail response; production responds to an unknown id with
 * `{"product": {}}`.
 */
export function productFromResponse(response: { product?: ProductResponse }): Product {
  const { product_type, product_sub_type, ...product } = response.product ?? {};
  if (typeof product.id !== 'number') throw new ApiError(404, PRODUCT_NOT_FOUND);
  return {
    ...(product as Product),
    category: product.category ?? product_type ?? '',
    sub_category: product.sub_category ?? product_sub_type ?? '',
  };
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async () => productFromResponse(await getProduct(id)),
    // A product opened again soon (back and forth from the grid) is not requested again; staff
    // changes invalidate it at once.
    staleTime: 10_000,
  });

export function useProduct(id: number) {
  return useQuery(productQuery(id));
}

export const isSoldOut = (product: Pick<Product, 'quantity'>) => product.quantity <= 0;
