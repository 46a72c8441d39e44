import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../../../lib/next-task';
import { cartKeys } from './cart-keys';
import type { Cart } from './get-cart';
import { withQuantity } from './cart-math';
import { updateCartItem, type UpdateCartItemPayload } from './update-cart-item';

/**
 * One request per click: the line changes at once (optimistic), and when the last pending cart
 * change settles the cart is refetched, so the totals shown are always the server's in the end.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.all,
    mutationFn: async (payload: UpdateCartItemPayload) => {
      // As in add-to-cart.ts: the tap's frame is painted before the request is made.
      await afterNextPaint();
      return updateCartItem(payload);
    },
    onMutate: async ({ id, direction }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      queryClient.setQueryData<Cart>(cartKeys.current(), (cart) =>
        cart ? withQuantity(cart, id, direction === 'inc' ? 1 : -1) : cart,
      );
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: cartKeys.all }) === 1) {
        return queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
    },
  });
}
