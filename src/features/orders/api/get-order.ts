import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';

export interface OrderItem {
  name: string;
  image: string;
  quantity: number;
  price: number;
}

export interface OrderDetail {
  items: OrderItem[];
  order_total: number;
}

export function getOrder(id: number) {
  return apiRequest<OrderDetail>('getOrder', { params: { id } });
}

export const orderQueryKey = (id: number) => ['order', id] as const;

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: async () => unwrap(await getOrder(id)),
  });

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}
