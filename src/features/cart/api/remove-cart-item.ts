import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export function removeCartItem(id: number) {
  return apiRequest<unknown>('removeCartItem', { params: { id } });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.all,
    mutationFn: removeCartItem,
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: cartKeys.all }) === 1) {
        return queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
    },
  });
}
