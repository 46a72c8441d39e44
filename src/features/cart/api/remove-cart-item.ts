import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';
import { cartMutationKey } from './update-cart-item';

export function removeCartItem(id: number) {
  return apiRequest<unknown>('removeCartItem', { params: { id } });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: async (id: number) => unwrap(await removeCartItem(id)),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });
}
