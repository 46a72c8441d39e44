import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

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
  /** The list screen's 5 unless said otherwise; the server takes 1 to 100. */
  pageSize?: number;
}

export function listOrders({ page, sortAsc, pageSize = ORDERS_PAGE_SIZE }: OrderListParams) {
  return apiRequest<OrderPage>('listOrders', {
    query: { page, page_size: pageSize, sort_asc: sortAsc },
  });
}

const LARGEST_PAGE = 100;

/** Whether the order list holds an order; undefined when the list cannot be read either. */
export async function isListedOrder(id: number): Promise<boolean | undefined> {
  for (let page = 1; ; page += 1) {
    const answer = await listOrders({ page, sortAsc: true, pageSize: LARGEST_PAGE }).catch(
      () => undefined,
    );
    if (!answer) return undefined;
    if (answer.orders.some((order) => order.id === id)) return true;
    if (page * LARGEST_PAGE >= answer.total_orders) return false;
  }
}

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () => listOrders(params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQuery(params));
}
