import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  db,
  findLiveProduct,
  nextId,
  toCents,
  type CartItemRecord,
  type ProductRecord,
} from '../db';
import {
  anyOrigin,
  fail,
  idParam,
  readJsonObject,
  requireMutationSession,
  requireSession,
  withErrors,
} from '../http';
import { imageUrls } from '../images';
import { PRODUCT_NOT_FOUND } from './products';

export const CART_DETAILS = {
  added: 'Item added to cart',
  increased: 'Item increased',
  decreased: 'Item decreased',
  removed: 'Item removed',
  itemNotFound: 'Cart item not found.',
  belowOne: 'Quantity cannot go below 1.',
  badProductId: 'product_id must be a positive whole number.',
  badQuantity: 'quantity must be a positive whole number.',
  badItemId: 'id must be a positive whole number.',
  badDirection: 'direction must be "inc" or "dec".',
} as const;

export function notEnoughStock(product: ProductRecord): string {
  return product.quantity > 0
    ? `Not enough stock for "${product.product_name}": only ${product.quantity} available.`
    : `Not enough stock: "${product.product_name}" is sold out.`;
}

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function cartItemsOf(sessionId: string): CartItemRecord[] {
  return db.cartItem.findMany({ where: { session_id: { equals: sessionId } } });
}

/** A line of this session's cart; another session's line is as unknown as a missing one. */
function findOwnItem(sessionId: string, id: number): CartItemRecord {
  const item = db.cartItem.findFirst({ where: { id: { equals: id } } });
  if (!item || item.session_id !== sessionId) fail(404, CART_DETAILS.itemNotFound);
  return item;
}

function setQuantity(item: CartItemRecord, quantity: number): void {
  db.cartItem.update({ where: { id: { equals: item.id } }, data: { quantity } });
}

/**
 * The session's cart. Lines whose product was soft-deleted are dropped from the cart (and
 * forgotten), so the cart never shows or totals a product that can no longer be bought.
 */
export function readCart(sessionId: string, imageUrl: (stored: string) => string) {
  const items = [];
  for (const item of cartItemsOf(sessionId)) {
    const product = findLiveProduct(item.product_id);
    if (!product) {
      db.cartItem.delete({ where: { id: { equals: item.id } } });
      continue;
    }
    const { product_name: name, price } = product;
    const image_url = imageUrl(product.image_url);
    items.push({ id: item.id, name, image_url, price, quantity: item.quantity });
  }
  const total = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { items, total_price: toCents(total) };
}

export const cartHandlers = [
  http.post(
    anyOrigin(endpoints.addToCart.path),
    withErrors(async ({ request }) => {
      const session = requireMutationSession(request);
      const body = await readJsonObject(request);
      const { product_id: productId, quantity = 1 } = body;
      if (!positiveInteger(productId)) fail(400, CART_DETAILS.badProductId);
      if (!positiveInteger(quantity)) fail(400, CART_DETAILS.badQuantity);
      const product = findLiveProduct(productId);
      if (!product) fail(404, PRODUCT_NOT_FOUND);
      const existing = cartItemsOf(session.id).find((item) => item.product_id === productId);
      const wanted = (existing?.quantity ?? 0) + quantity;
      if (wanted > product.quantity) fail(400, notEnoughStock(product));
      if (existing) setQuantity(existing, wanted);
      else {
        db.cartItem.create({
          id: nextId('cartItem'),
          session_id: session.id,
          product_id: productId,
          quantity,
        });
      }
      return HttpResponse.json({ detail: CART_DETAILS.added });
    }),
  ),

  http.get(
    anyOrigin(endpoints.getCart.path),
    withErrors(({ request }) =>
      HttpResponse.json(readCart(requireSession(request).id, imageUrls(request))),
    ),
  ),

  http.patch(
    anyOrigin(endpoints.updateCartItem.path),
    withErrors(async ({ request }) => {
      const session = requireMutationSession(request);
      const { id, direction } = await readJsonObject(request);
      if (!positiveInteger(id)) fail(400, CART_DETAILS.badItemId);
      if (direction !== 'inc' && direction !== 'dec') fail(400, CART_DETAILS.badDirection);
      const item = findOwnItem(session.id, id);
      const product = findLiveProduct(item.product_id);
      if (!product) fail(404, PRODUCT_NOT_FOUND);
      if (direction === 'inc') {
        if (item.quantity + 1 > product.quantity) fail(400, notEnoughStock(product));
        setQuantity(item, item.quantity + 1);
        return HttpResponse.json({ detail: CART_DETAILS.increased });
      }
      if (item.quantity - 1 < 1) fail(400, CART_DETAILS.belowOne);
      setQuantity(item, item.quantity - 1);
      return HttpResponse.json({ detail: CART_DETAILS.decreased });
    }),
  ),

  http.delete(
    anyOrigin(endpoints.removeCartItem.path),
    withErrors(({ request, params }) => {
      const session = requireMutationSession(request);
      const item = findOwnItem(session.id, idParam(params.id, CART_DETAILS.itemNotFound));
      db.cartItem.delete({ where: { id: { equals: item.id } } });
      return HttpResponse.json({ detail: CART_DETAILS.removed });
    }),
  ),
];
