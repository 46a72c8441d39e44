import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { productQueryKey, productsQueryKey } from '../../catalogue';

export function deleteProduct(id: number) {
  return apiRequest<unknown>('deleteProduct', { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await deleteProduct(id)),
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKey }),
        // Marked stale without a refetch: the details screen is left right after, and a
        // refetch now would only flash its not-found state during the redirect delay.
        queryClient.invalidateQueries({ queryKey: productQueryKey(id), refetchType: 'none' }),
      ]),
  });
}
