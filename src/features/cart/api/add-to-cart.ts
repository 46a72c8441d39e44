import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_ADD_QUANTITY } from '../../../config/constants';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { cartQuery, cartQueryKey, type Cart } from './get-cart';
import { updateCartItem } from './update-cart-item';

export interface AddToCartPayload {
  product_id: number;
  quantity: number;
}

export function addToCart(payload: AddToCartPayload) {
  return apiRequest<unknown>('addToCart', { body: payload });
}

/** Production refuses a second add-item for a product the cart holds already. */
export const ALREADY_IN_CART = 'Product is already in the cart';

const lineOf = (cart: Cart | undefined, productId: number) =>
  cart?.items.find((item) => item.product_id === productId);

/**
 * One more unit of a product, whatever the cart holds: a new line, or `inc` on its line (the
 * server adds a product once only). If the cart known here is stale (another tab added the
 * product), the refusal is answered by reading the cart and increasing its line.
 */
async function addOneUnit(queryClient: QueryClient, productId: number): Promise<unknown> {
  const known = lineOf(queryClient.getQueryData(cartQueryKey), productId);
  if (known) return unwrap(await updateCartItem({ id: known.id, direction: 'inc' }));
  const added = await addToCart({ product_id: productId, quantity: CART_ADD_QUANTITY });
  if (added.ok || added.detail !== ALREADY_IN_CART) return unwrap(added);
  const line = lineOf(await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 }), productId);
  return unwrap(line ? await updateCartItem({ id: line.id, direction: 'inc' }) : added);
}

interface AddToCartCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * Adds one unit per call. Calls run one after another, each after the cart has been read
 * again, so rapid clicks each count and the second click finds the line the first one made.
 */
export function useAddToCart(productId: number, { onSuccess, onError }: AddToCartCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'add-to-cart' },
    mutationFn: () => addOneUnit(queryClient, productId),
    onSuccess,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
