import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../config/constants';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { ordersQueryKey } from './list-orders';

export function setOrderStatus(id: number, status: OrderStatus) {
  return apiRequest<unknown>('setOrderStatus', { params: { id }, body: { status } });
}

/** The status shows only in the order list, so that is the query it invalidates. */
export function useSetOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: OrderStatus) => unwrap(await setOrderStatus(id, status)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
