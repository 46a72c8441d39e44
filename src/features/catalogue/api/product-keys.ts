import type { ProductFilters } from './list-products';

/**
 * The query keys of products, from the root down (TkDodo's key factory): a change to any product
 * invalidates `productKeys.all` and so every list and detail at once.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
};
