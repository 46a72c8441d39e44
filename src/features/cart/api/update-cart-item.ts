import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { cartQueryKey, type Cart } from './get-cart';
import { withQuantity } from './cart-math';

export type QuantityDirection = 'inc' | 'dec';

export interface UpdateCartItemPayload {
  id: number;
  direction: QuantityDirection;
}

export function updateCartItem({ id, direction }: UpdateCartItemPayload) {
  return apiRequest<unknown>('updateCartItem', { params: { direction }, body: { id } });
}

export const cartMutationKey = ['cart', 'mutation'] as const;

/**
 * One request per click: the line changes at once (optimistic), and when the last pending cart
 * change settles the cart is refetched, so the totals shown are always the server's in the end.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: async (payload: UpdateCartItemPayload) => unwrap(await updateCartItem(payload)),
    onMutate: async ({ id, direction }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) =>
        cart ? withQuantity(cart, id, direction === 'inc' ? 1 : -1) : cart,
      );
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });
}
