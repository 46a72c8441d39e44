import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_ADD_QUANTITY } from '../../../config/constants';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { afterNextPaint } from '../../../lib/next-task';
import { cartKeys } from './cart-keys';
import { cartQuery, type Cart } from './get-cart';
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

const isAlreadyInCart = (error: unknown) =>
  error instanceof ApiError && error.message === ALREADY_IN_CART;

/** The line known here is gone (another tab ordered or removed it): 404 'cart item not found'. */
const isGoneLine = (error: unknown) => error instanceof ApiError && error.status === 404;

const increase = (line: { id: number }) => updateCartItem({ id: line.id, direction: 'inc' });
const addNewLine = (productId: number) =>
  addToCart({ product_id: productId, quantity: CART_ADD_QUANTITY });

/**
 * One more unit of a product, whatever the cart holds: a new line, or `inc` on its line (the
 * server adds a product once only). If the cart known here is stale (another tab added the
 * product, or ordered or removed its line), the refusal is handled by reading the cart again
 * and adding the unit to what the server holds.
 */
async function addOneUnit(queryClient: QueryClient, productId: number): Promise<unknown> {
  const known = lineOf(queryClient.getQueryData(cartKeys.current()), productId);
  try {
    return await (known ? increase(known) : addNewLine(productId));
  } catch (error) {
    const stale = known ? isGoneLine(error) : isAlreadyInCart(error);
    if (!stale) throw error;
    const fresh = lineOf(await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 }), productId);
    if (fresh) return increase(fresh);
    if (known) return addNewLine(productId);
    throw error;
  }
}

/**
 * Adds one unit per call. Calls run one after another, each after the cart has been read
 * again, so rapid clicks each count and the second click finds the line the first one made.
 * `onSuccess` gets that read's cart (on its way). A failure shows the query client's toast.
 */
export function useAddToCart(
  productId: number,
  { onSuccess }: { onSuccess: (cartAfter: Promise<Cart | undefined>) => void },
) {
  const queryClient = useQueryClient();
  const readCartAgain = () =>
    queryClient
      .invalidateQueries({ queryKey: cartKeys.all })
      .then(() => queryClient.getQueryData<Cart>(cartKeys.current()));
  return useMutation({
    scope: { id: 'add-to-cart' },
    mutationFn: async () => {
      // The tap's frame first: the request's few milliseconds would delay its feedback.
      await afterNextPaint();
      return addOneUnit(queryClient, productId);
    },
    onSuccess: () => {
      const cartAfter = readCartAgain();
      onSuccess(cartAfter);
      return cartAfter;
    },
    onError: readCartAgain,
  });
}
