import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface Product {
  id: number;
  product_name: string;
  description: string;
  price: number;
  quantity: number;
  category: string;
  sub_category: string;
  image_url: string;
}

export function getProduct(id: number) {
  return apiRequest<{ product: Product }>('getProduct', { params: { id } });
}

export const productQueryKey = (id: number) => ['product', id] as const;

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: async () => unwrap(await getProduct(id)).product,
    // Loaded ahead with its route (src/app/router.tsx): not fetched again when the screen mounts.
    // Staff changes invalidate it at once.
    staleTime: 10_000,
  });

export function useProduct(id: number) {
  return useQuery(productQuery(id));
}
