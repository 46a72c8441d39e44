import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { ORDER_NOT_FOUND } from './get-order';
import { findListedOrder, type OrderPage, type OrderSummary } from './list-orders';
import { orderKeys } from './order-keys';

/** The row a list page already loaded for this order, and when that page was loaded. */
function rowInLoadedPages(queryClient: QueryClient, id: number) {
  for (const [queryKey, page] of queryClient.getQueriesData<OrderPage>({
    queryKey: orderKeys.lists(),
  })) {
    const order = page?.orders.find((listed) => listed.id === id);
    if (order) return { order, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
  }
  return undefined;
}

/**
 * An order's date, status and total as the order list has them: production's detail response
 * carries neither date nor status. Opened from the list, the row it showed is used at once;
 * opened directly, the list is read.
 */
export const orderSummaryQuery = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: orderKeys.summary(id),
    queryFn: async (): Promise<OrderSummary> => {
      const order = await findListedOrder(id);
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
      return order;
    },
    initialData: () => rowInLoadedPages(queryClient, id)?.order,
    initialDataUpdatedAt: () => rowInLoadedPages(queryClient, id)?.updatedAt,
    // The row the list just showed is current enough; a status change invalidates it.
    staleTime: 30_000,
  });

export function useOrderSummary(id: number) {
  const queryClient = useQueryClient();
  return useQuery(orderSummaryQuery(id, queryClient));
}
