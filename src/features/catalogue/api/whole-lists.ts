import { hashKey, type QueryClient } from '@tanstack/react-query';
import {
  isWholeList,
  productListQuery,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
} from './list-products';
import { productKeys } from './product-keys';

/**
 * A whole list (production's answer today: every product of the filters, whatever page or
 * category was asked for) holds every category of its filters. So the catalogue picks a category
 * from any whole list of the same filters, as it always has, instead of asking again.
 */

/** The query without its category: the filters a whole list answers. */
const filtersHash = (query: ProductListQuery) =>
  hashKey([{ ...query, category: undefined, sub_category: undefined }]);

export const sameFilters = (a: ProductListQuery, b: ProductListQuery) =>
  filtersHash(a) === filtersHash(b);

export interface CachedWholeList {
  products: ProductSummary[];
  updatedAt: number;
}

/**
 * The newest whole list of the query's filters in the cache, asked for any category (the build's
 * snapshot of `/` is one): a category's page draws it at once, and asks the API all the same.
 */
export function cachedWholeList(
  queryClient: QueryClient,
  query: ProductListQuery,
): CachedWholeList | undefined {
  const lists = queryClient.getQueryCache().findAll({ queryKey: productKeys.lists() });
  let newest: CachedWholeList | undefined;
  for (const { queryKey, state } of lists) {
    // A list's own key ends in its query; a later page's adds its offset.
    const [listed, offset] = queryKey.slice(productKeys.lists().length) as [
      ProductListQuery,
      number?,
    ];
    const data = state.data as ProductList | undefined;
    if (offset !== undefined || !isWholeList(data) || !sameFilters(listed, query)) continue;
    if (!newest || state.dataUpdatedAt > newest.updatedAt)
      newest = { products: data, updatedAt: state.dataUpdatedAt };
  }
  return newest;
}

/** Whether the list of exactly this query holds a whole list. */
export function holdsWholeList(queryClient: QueryClient, query: ProductListQuery): boolean {
  return isWholeList(queryClient.getQueryData(productListQuery(query).queryKey));
}
