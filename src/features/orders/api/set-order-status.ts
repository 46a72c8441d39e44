import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export function setOrderStatus(id: number, status: OrderStatus) {
  return apiRequest<unknown>('setOrderStatus', { params: { id }, body: { status } });
}

export function useSetOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => setOrderStatus(id, status),
    // Marked stale, refetched when shown: the status shows only in the order list, which the
    // detail screen goes back to, and refetching the order now would fetch what did not change.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
  });
}
