import { useQuery, useQueryClient } from '@tanstack/react-query';
import { wholeListQuery, type ProductFilters } from './list-products';
import { cachedWholeList } from './whole-lists';

/**
 * Every product of the filters: a whole list the catalogue holds already (production answers one
 * to `/`) is taken as it is, not asked for and read again; else asked for.
 */
export function useWholeList(filters: ProductFilters) {
  const queryClient = useQueryClient();
  return useQuery({
    ...wholeListQuery(filters),
    initialData: () => cachedWholeList(queryClient, filters)?.products,
    initialDataUpdatedAt: () => cachedWholeList(queryClient, filters)?.updatedAt,
  });
}
