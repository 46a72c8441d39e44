import type { QuantityDirection } from './api/update-cart-item';
import { cartUnitCount, type Cart, type CartItem } from './api/get-cart';

/** The toasts' texts (the spec's), and what a screen reader hears with each: the cart's state. */
export const ADDED = 'Item added to cart';
export const REMOVED = 'Item removed';
export const QUANTITY_CHANGED: Record<QuantityDirection, string> = {
  inc: 'Item increased',
  dec: 'Item decreased',
};

export const unitsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 'Item added to cart. Cart: 3 items.', the count the cart holds once read again. */
export const spokenAdded = (cart: Cart | undefined) =>
  `${ADDED}. Cart: ${unitsText(cartUnitCount(cart))}.`;

/** 'Item increased: Lamp, quantity 3.' */
export const spokenQuantity = (direction: QuantityDirection, line: CartItem) =>
  `${QUANTITY_CHANGED[direction]}: ${line.name}, quantity ${line.quantity}.`;

/** 'Item removed: Lamp. Cart: 2 items.' */
export const spokenRemoved = (name: string, cart: Cart | undefined) =>
  `${REMOVED}: ${name}. Cart: ${unitsText(cartUnitCount(cart))}.`;
