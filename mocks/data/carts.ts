import { clock } from './clock';
import { db, nextId, rowByKey, type CartItemRecord, type CartRecord } from './db';
import { CART_IDLE_LIFETIME_MS } from '../settings';

/**
 * The visitors' carts, keyed by X-Session-ID. A cart is made by the first line added and goes
 * with its last, as production's; a session that only reads, or whose call stores nothing, leaves
 * no row. The mock's own: a cart unused for `CART_IDLE_LIFETIME_MS` on the mock clock is dropped
 * when it is next looked up, or when any new cart is made. Carts and lines are read by key
 * (`rowByKey`), never by scanning every session's.
 */

/** Recording a use is a write, and @mswjs/data scans the table to write: once an hour will do. */
const USE_RECORDED_EVERY_MS = 60 * 60 * 1000;

const isExpired = (cart: CartRecord, now: number) =>
  now - cart.last_used_at >= CART_IDLE_LIFETIME_MS;

function saveCart(sessionId: string, data: Partial<CartRecord>): void {
  db.cart.update({ where: { id: { equals: sessionId } }, data });
}

/** Drops carts with their lines. */
function dropCarts(carts: CartRecord[]): void {
  db.cartItem.deleteMany({ where: { id: { in: carts.flatMap((cart) => cart.item_ids) } } });
  db.cart.deleteMany({ where: { id: { in: carts.map((cart) => cart.id) } } });
}

/** The session's cart, its use recorded; none when it has none or it expired (then dropped). */
function liveCart(sessionId: string): CartRecord | undefined {
  const cart = rowByKey('cart', sessionId);
  if (!cart) return undefined;
  const now = clock.now();
  if (isExpired(cart, now)) {
    dropCarts([cart]);
    return undefined;
  }
  if (now - cart.last_used_at >= USE_RECORDED_EVERY_MS) saveCart(cart.id, { last_used_at: now });
  return cart;
}

/** A new, empty cart; every expired cart goes first, so unused ones never pile up. */
function newCart(sessionId: string): CartRecord {
  const now = clock.now();
  const expired = db.cart.getAll().filter((cart) => isExpired(cart, now));
  if (expired.length) dropCarts(expired);
  return db.cart.create({ id: sessionId, item_ids: [], last_used_at: now });
}

export function hasCart(sessionId: string): boolean {
  return liveCart(sessionId) !== undefined;
}

/** The lines of the session's cart in the order added; none without a cart. */
export function cartLinesOf(sessionId: string): CartItemRecord[] {
  const cart = liveCart(sessionId);
  if (!cart) return [];
  return cart.item_ids.flatMap((id) => rowByKey('cartItem', id) ?? []);
}

/** A line of the session's own cart; another session's line is as unknown as a missing one. */
export function ownCartLine(sessionId: string | undefined, id: number): CartItemRecord | undefined {
  const line = rowByKey('cartItem', id);
  if (!sessionId || line?.session_id !== sessionId || !liveCart(sessionId)) return undefined;
  return line;
}

/** Adds a line (with `id` when given), making the session's cart if it has none. */
export function addCartLine(
  sessionId: string,
  { product_id, quantity }: Pick<CartItemRecord, 'product_id' | 'quantity'>,
  id = nextId('cartItem'),
): CartItemRecord {
  const cart = liveCart(sessionId) ?? newCart(sessionId);
  const line = db.cartItem.create({ id, session_id: sessionId, product_id, quantity });
  saveCart(cart.id, { item_ids: [...cart.item_ids, line.id], last_used_at: clock.now() });
  return line;
}

export function setLineQuantity(line: CartItemRecord, quantity: number): void {
  db.cartItem.update({ where: { id: { equals: line.id } }, data: { quantity } });
}

/** Removes a line from its cart; the cart goes with its last line. */
export function removeCartLine(line: CartItemRecord): void {
  db.cartItem.delete({ where: { id: { equals: line.id } } });
  const cart = rowByKey('cart', line.session_id);
  if (!cart) return;
  const itemIds = cart.item_ids.filter((id) => id !== line.id);
  if (itemIds.length) saveCart(cart.id, { item_ids: itemIds });
  else db.cart.delete({ where: { id: { equals: cart.id } } });
}

/** Drops the session's cart and its lines (an order was placed, say). */
export function dropCart(sessionId: string): void {
  const cart = rowByKey('cart', sessionId);
  if (cart) dropCarts([cart]);
}
