import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_ADD_QUANTITY } from '../../../config/constants';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

export interface AddToCartPayload {
  product_id: number;
  quantity: number;
}

export function addToCart(payload: AddToCartPayload) {
  return apiRequest<{ detail: string }>('addToCart', { body: payload });
}

/** Adds one unit of a product (the spec's only add quantity). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) =>
      unwrap(await addToCart({ product_id: productId, quantity: CART_ADD_QUANTITY })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
