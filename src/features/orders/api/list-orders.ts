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

/**
 * An order as the list shows it (date, status, total), read in the largest pages the server
 * gives; null when the list does not hold it. Throws when the list cannot be read.
 */
export async function findListedOrder(id: number): Promise<OrderSummary | null> {
  for (let page = 1; ; page += 1) {
    const response = await listOrders({ page, sortAsc: true, pageSize: LARGEST_PAGE });
    const order = response.orders.find((listed) => listed.id === id);
    if (order) return order;
    if (page * LARGEST_PAGE >= response.total_orders) return null;
  }
}

/** Whether the order list holds an order; undefined when the list cannot be read either. */
export function isListedOrder(id: number): Promise<boolean | undefined> {
  return findListedOrder(id).then(
    (order) => order !== null,
    () => undefined,
  );
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
