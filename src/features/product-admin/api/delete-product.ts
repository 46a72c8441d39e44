import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from '../../catalogue';

export function deleteProduct(id: number) {
  return apiRequest<unknown>('deleteProduct', { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // Marked stale, refetched when shown: the details screen (the only one on screen) is left
    // right after, and refetching it now would only flash its not-found state meanwhile.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' }),
  });
}
