import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '../../../config/constants';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface OrderSummary {
  id: number;
  created_at: string;
  total_price: number;
  status: string;
  finished: boolean;
}

export interface OrderPage {
  orders: OrderSummary[];
  total_orders: number;
}

export interface OrderListParams {
  page: number;
  /** true = oldest first */
  sortAsc: boolean;
}

export function listOrders({ page, sortAsc }: OrderListParams) {
  return apiRequest<OrderPage>('listOrders', {
    query: { page, page_size: ORDERS_PAGE_SIZE, sort_asc: sortAsc },
  });
}

export const ordersQueryKey = ['orders'] as const;

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersQueryKey, params],
    queryFn: async () => unwrap(await listOrders(params)),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQuery(params));
}
