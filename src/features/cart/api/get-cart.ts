import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export interface CartItem {
  /** The cart line's id (what inc, dec and remove take). */
  id: number;
  product_id: number;
  name: string;
  image_url: string;
  price: number;
  quantity: number;
}

export interface Cart {
  items: CartItem[];
  total_price: number;
}

export function getCart() {
  return apiRequest<Cart>('getCart');
}

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.current(),
    queryFn: getCart,
  });

export function useCart() {
  return useQuery(cartQuery());
}

/** How many units the cart holds, for the top bar. */
export function cartUnitCount(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
