import type { OrderListParams } from './list-orders';

/** The query keys of orders, from the root down: a status change invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  /** An order's row of the list (date, status, total), which its detail response lacks. */
  summary: (id: number) => [...orderKeys.all, 'summary', id] as const,
};
