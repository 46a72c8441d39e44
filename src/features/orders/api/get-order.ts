import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isListedOrder } from './list-orders';
import { orderKeys } from './order-keys';

export interface OrderItem {
  product_id: number;
  name: string;
  image: string;
  quantity: number;
  price: number;
}

/** Who placed the order, as checkout sent it; the e-mail is optional there. */
export interface OrderCustomer {
  name: string;
  last_name: string;
  phone: string;
  address: string;
  email: string | null;
}

export interface OrderDetail {
  items: OrderItem[];
  order_total: number;
  /** Requested of the API (production does not send it yet): shown when it comes. */
  customer?: OrderCustomer;
}

export function getOrder(id: number) {
  return apiRequest<OrderDetail>('getOrder', { params: { id } });
}

export const ORDER_NOT_FOUND = 'Order not found';

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async () => {
      try {
        return await getOrder(id);
      } catch (error) {
        // Production responds to an unknown order with a 500 (no CORS headers: no status at all).
        const unknown =
          error instanceof ApiError && error.status !== 404 && (await isListedOrder(id)) === false;
        throw unknown ? new ApiError(404, ORDER_NOT_FOUND) : error;
      }
    },
  });

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}
