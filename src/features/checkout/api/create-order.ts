import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cartKeys } from '../../cart';

export interface OrderPayload {
  name: string;
  last_name: string;
  phone: string;
  address: string;
  email?: string;
}

/** Production responds with `{"order": "Order successfully created"}`, with no order id. */
export function createOrder(payload: OrderPayload) {
  return apiRequest<unknown>('createOrder', { body: payload });
}

/** Places the order; the cart changes either way (emptied, or told why not), so it is refetched. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
