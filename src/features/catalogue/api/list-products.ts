import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SortDirection } from '../../../config/rules/product-filter';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export interface ProductSummary {
  id: number;
  product_name: string;
  price: number;
  image_url: string;
  quantity: number;
  /** Production's list carries the category (the spec's does not): the catalogue filters by it. */
  product_type?: string;
  product_sub_type?: string;
}

/** The catalogue query; only non-empty fields are sent. */
export interface ProductFilters {
  name?: string;
  min_price?: number;
  max_price?: number;
  quantity?: number;
  sort?: SortDirection;
}

export function listProducts(filters: ProductFilters = {}) {
  return apiRequest<ProductSummary[]>('listProducts', { query: { ...filters } });
}

export const productsQuery = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: () => listProducts(filters),
    retry: false,
  });

/**
 * Starts loading a catalogue query right away (on Apply, say), so the request does not wait
 * for the screen that shows it to render first.
 */
export function usePrefetchProducts() {
  const queryClient = useQueryClient();
  return (filters: ProductFilters) => void queryClient.prefetchQuery(productsQuery(filters));
}
