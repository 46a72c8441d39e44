import { toCents } from '../../../lib/money';
import type { Cart, CartItem } from './get-cart';

export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toCents(item.price * item.quantity);
}

export function itemsTotal(items: CartItem[]): number {
  return toCents(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** The cart with one line's quantity moved by `delta` (never below 1) and the total redone. */
export function withQuantity(cart: Cart, itemId: number, delta: number): Cart {
  const items = cart.items.map((item) =>
    item.id === itemId ? { ...item, quantity: Math.max(1, item.quantity + delta) } : item,
  );
  return { items, total_price: itemsTotal(items) };
}

/** The cart once a line is gone (the server's totals come with the next read). */
export function withoutLine(cart: Cart | undefined, itemId: number): Cart | undefined {
  if (!cart) return cart;
  const items = cart.items.filter((item) => item.id !== itemId);
  return { items, total_price: itemsTotal(items) };
}
