import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_GRID_PAGE_SIZE } from '../../../config/constants';
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
  /** Production's list carries the description too: the search reads it. */
  description?: string;
}

/** Production's filters of the list; only non-empty fields are sent. */
export interface ProductFilters {
  name?: string;
  min_price?: number;
  max_price?: number;
  quantity?: number;
  sort?: SortDirection;
}

/**
 * The list's query: production's filters and the category, which an API that takes the consumer
 * request applies (docs/api-contract.md, "Consumer requests"); production ignores it today.
 */
export interface ProductListQuery extends ProductFilters {
  category?: string;
  sub_category?: string;
}

/** A page of the list: `limit` entries from `offset` (the consumer request). */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** The answer to a page request from an API that takes it. */
export interface ProductPage {
  items: ProductSummary[];
  /** How many products match the query in all. */
  total: number;
  limit: number;
  offset: number;
}

/**
 * What the list answers: the page asked for, or the bare array of every product that matches
 * production's filters (a whole list), which production answers to any request today, as it
 * ignores the query parameters it does not know.
 */
export type ProductList = ProductPage | ProductSummary[];

export const isWholeList = (list: ProductList | undefined): list is ProductSummary[] =>
  Array.isArray(list);

/** The products of a list answer: a page's items, or the whole list. */
export const entriesOf = (list: ProductList): ProductSummary[] =>
  isWholeList(list) ? list : list.items;

/** Without a page, production's call of today: the whole list. */
export function listProducts(query: ProductListQuery = {}, page?: PageRequest) {
  return apiRequest<ProductList>('listProducts', { query: { ...query, ...page } });
}

/**
 * The catalogue's page of the list at `offset`, as many products as the grid shows at a time.
 * The first page is kept under the list's own key, the one the build's snapshot answers.
 */
export const productListQuery = (query: ProductListQuery = {}, offset = 0) =>
  queryOptions({
    queryKey: offset ? productKeys.page(query, offset) : productKeys.list(query),
    queryFn: () => listProducts(query, { limit: PRODUCT_GRID_PAGE_SIZE, offset }),
    retry: false,
  });

/**
 * Every product of the filters (the call production answers today for any page): the list the
 * shop searches and orders by price itself, whatever an API that pages would answer a page with.
 */
/** Another search or price order of the same filters reads the list held: not the whole list again. */
export const WHOLE_LIST_FRESH_MS = 30_000;

export const wholeListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.whole(filters),
    queryFn: async () => entriesOf(await listProducts(filters)),
    retry: false,
    staleTime: WHOLE_LIST_FRESH_MS,
  });

/**
 * Starts loading a catalogue query right away (on Apply, say), so the request does not wait
 * for the screen that shows it to render first: its first page, or with `wholeOf` the whole list
 * of those filters (a view searched or ordered by price).
 */
export function usePrefetchProducts() {
  const queryClient = useQueryClient();
  return (query: ProductListQuery, wholeOf?: ProductFilters) =>
    void (wholeOf
      ? queryClient.prefetchQuery(wholeListQuery(wholeOf))
      : queryClient.prefetchQuery(productListQuery(query)));
}
