import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { toCents } from '../../src/lib/money';
import {
  addCartLine,
  cartLinesOf,
  hasCart,
  ownCartLine,
  removeCartLine,
  setLineQuantity,
} from '../data/carts';
import { findProduct, type CartItemRecord } from '../data/db';
import { anyOrigin, DETAILS, errorResponse, fail, withErrors } from '../http/responses';
import { imageUrls } from '../pictures/seed-picture-urls';
import { requireSessionId, sessionIdOf } from '../auth/tokens';
import { readBody, RequestChecks } from '../http/validation';
import { ID_PATH } from './products';

/** Production's texts of the cart calls, and the mock's own sane refusal (marked). */
export const CART_DETAILS = {
  added: 'Item added to cart',
  noSession: 'No session id found',
  alreadyInCart: 'Product is already in the cart',
  increased: 'Quantity increased',
  decreased: 'Quantity decreased',
  notEnoughStock: 'Not enough stock available',
  belowOne: 'Cannot decrease below 1',
  itemNotFound: 'cart item not found',
  cartNotFound: 'cart not found',
  removeWithoutSession: 'session_id not found',
  removed: 'Item removed successfully deleted.',
  /** The mock's own (production stores a line of 0 or fewer units). */
  addBelowOne: 'Quantity must be at least 1',
} as const;

const ADD_FIELDS = { product_id: 'int', quantity: 'int' } as const;
const LINE_FIELDS = { id: 'int' } as const;

/** A line of this session's cart; another session's line is as unknown as a missing one. */
function findOwnItem(sessionId: string | undefined, id: number): CartItemRecord {
  return ownCartLine(sessionId, id) ?? fail(404, CART_DETAILS.itemNotFound);
}

/**
 * The session's cart at the products' current prices. Lines of sold-out products stay;
 * a line whose product does not exist is left out, as production does.
 */
function readCart(sessionId: string, imageUrl: (stored: string) => string) {
  const items = cartLinesOf(sessionId).flatMap(({ id, product_id, quantity }) => {
    const product = findProduct(product_id);
    if (!product) return [];
    const { product_name: name, price } = product;
    return [{ id, product_id, quantity, name, image_url: imageUrl(product.image_url), price }];
  });
  const total = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { items, total_price: toCents(total) };
}

export const cartHandlers = [
  // Production checks neither stock nor product here: checkout does.
  http.post(
    anyOrigin(endpoints.addToCart.path),
    withErrors(async ({ request }) => {
      const sessionId = sessionIdOf(request);
      const checks = new RequestChecks();
      const { product_id, quantity } = checks.body(ADD_FIELDS, await readBody(request));
      checks.done();
      if (!sessionId) fail(400, CART_DETAILS.noSession);
      if (cartLinesOf(sessionId).some((item) => item.product_id === product_id)) {
        fail(400, CART_DETAILS.alreadyInCart);
      }
      if (quantity < 1) fail(400, CART_DETAILS.addBelowOne);
      addCartLine(sessionId, { product_id, quantity });
      return HttpResponse.json({ message: CART_DETAILS.added, item: { product_id, quantity } });
    }),
  ),

  http.get(
    anyOrigin(endpoints.getCart.path),
    withErrors(({ request }) => {
      const sessionId = requireSessionId(request, CART_DETAILS.noSession);
      return HttpResponse.json(readCart(sessionId, imageUrls(request)));
    }),
  ),

  http.patch(
    anyOrigin(endpoints.updateCartItem.path),
    withErrors(async ({ request, params }) => {
      // Only inc and dec exist (production increments for any other word, unchecked).
      const { direction } = params;
      if (direction !== 'inc' && direction !== 'dec') return errorResponse(404, DETAILS.notFound);
      const sessionId = sessionIdOf(request);
      const checks = new RequestChecks();
      const { id } = checks.body(LINE_FIELDS, await readBody(request));
      checks.done();
      const item = findOwnItem(sessionId, id);
      if (direction === 'dec') {
        if (item.quantity <= 1) fail(400, CART_DETAILS.belowOne);
        setLineQuantity(item, item.quantity - 1);
        return HttpResponse.json({ message: CART_DETAILS.decreased });
      }
      const stock = findProduct(item.product_id)?.quantity ?? 0;
      if (item.quantity >= stock) fail(400, CART_DETAILS.notEnoughStock);
      setLineQuantity(item, item.quantity + 1);
      return HttpResponse.json({ message: CART_DETAILS.increased });
    }),
  ),

  http.delete(
    anyOrigin(endpoints.removeCartItem.path),
    withErrors(({ request, params }) => {
      const sessionId = sessionIdOf(request);
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      checks.done();
      if (!sessionId) fail(404, CART_DETAILS.removeWithoutSession);
      if (!hasCart(sessionId)) fail(404, CART_DETAILS.cartNotFound);
      removeCartLine(findOwnItem(sessionId, id));
      return HttpResponse.json({ message: CART_DETAILS.removed });
    }),
  ),
];
