import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, unwrap } from '../../../lib/api-client';
import { isListedOrder } from './list-orders';

export interface OrderItem {
  product_id: number;
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

export const ORDER_NOT_FOUND = 'Order not found';

export const orderQueryKey = (id: number) => ['order', id] as const;

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: async () => {
      const result = await getOrder(id);
      // Production answers an unknown order with a 500 (no CORS headers, so no status at all).
      const unknown = !result.ok && result.status !== 404 && (await isListedOrder(id)) === false;
      if (unknown) throw new ApiError(404, ORDER_NOT_FOUND);
      return unwrap(result);
    },
  });

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}
