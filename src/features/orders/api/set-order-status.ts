import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import type { OrderSummary } from './list-orders';
import { orderKeys } from './order-keys';

export function setOrderStatus(id: number, status: OrderStatus) {
  return apiRequest<unknown>('setOrderStatus', { params: { id }, body: { status } });
}

/** The row after a change, as production makes it: 'finished' is a flag beside the status. */
function withStatus(order: OrderSummary, status: OrderStatus): OrderSummary {
  return status === 'finished' ? { ...order, finished: true } : { ...order, status };
}

export function useSetOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => setOrderStatus(id, status),
    onSuccess: (_response, status) => {
      // The detail's badge shows the new status at once, until the list is read again.
      queryClient.setQueryData<OrderSummary>(
        orderKeys.summary(id),
        (order) => order && withStatus(order, status),
      );
      // Marked stale, refetched when shown: the detail screen goes back to the list, and
      // refetching the order now would fetch what did not change.
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}
