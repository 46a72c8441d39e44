import type { ProductFilters, ProductListQuery } from './list-products';

/**
 * The query keys of products, from the root down (TkDodo's key factory): a change to any product
 * invalidates `productKeys.all` and so every list and detail at once.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** A list, and its first page. */
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  /** A later page of a list, from `offset`. */
  page: (query: ProductListQuery, offset: number) => [...productKeys.list(query), offset] as const,
  /** Every product of the filters, asked without a page: what the shop searches and orders. */
  whole: (filters: ProductFilters) => [...productKeys.all, 'whole', filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
};
