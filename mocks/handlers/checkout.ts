import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  CUSTOMER_MAX_LENGTHS,
  CUSTOMER_SERVER_MESSAGES,
  isPhone,
  SERVER_REQUIRED_FIELDS,
} from '../../src/config/rules/order';
import { cartLinesOf, dropCart } from '../data/carts';
import { clock } from '../data/clock';
import { db, findProduct, isoDate, nextId } from '../data/db';
import { anyOrigin, fail, withErrors } from '../http/responses';
import { sessionIdOf } from '../auth/tokens';
import { isBlank, readBody, RequestChecks } from '../http/validation';

/** Production's texts of create-order; the field rules' are the shared order rules'. */
export const CHECKOUT_DETAILS = {
  created: 'Order successfully created',
  noSession: 'Session ID is missing',
  ...CUSTOMER_SERVER_MESSAGES,
  emptyCart: 'Cart is empty or not found',
  notEnoughStock: 'Not enough stock for product',
  productNotFound: (id: number) => `Product with ID ${id} not found`,
} as const;

const CUSTOMER_FIELDS = {
  name: { type: 'str', maxLength: CUSTOMER_MAX_LENGTHS.name },
  last_name: { type: 'str', maxLength: CUSTOMER_MAX_LENGTHS.last_name },
  phone: { type: 'str', maxLength: CUSTOMER_MAX_LENGTHS.phone },
  address: { type: 'str', maxLength: CUSTOMER_MAX_LENGTHS.address },
  email: { type: 'str', optional: true, maxLength: CUSTOMER_MAX_LENGTHS.email },
} as const;

/** Places the order of the request's session: production's create-order. */
export const placeOrder = withErrors(async ({ request }) => {
  const sessionId = sessionIdOf(request);
  const checks = new RequestChecks();
  const customer = checks.body(CUSTOMER_FIELDS, await readBody(request));
  checks.done();
  if (!sessionId) fail(400, CHECKOUT_DETAILS.noSession);
  if (SERVER_REQUIRED_FIELDS.some((field) => isBlank(customer[field]))) {
    fail(400, CHECKOUT_DETAILS.dataMissing);
  }
  if (!isPhone(customer.phone)) fail(400, CHECKOUT_DETAILS.badPhone);
  const cartItems = cartLinesOf(sessionId);
  if (!cartItems.length) fail(404, CHECKOUT_DETAILS.emptyCart);

  // Every line is checked before any stock is taken (production takes it line by line).
  const lines = cartItems.map((item) => {
    const product = findProduct(item.product_id);
    if (!product) fail(404, CHECKOUT_DETAILS.productNotFound(item.product_id));
    if (product.quantity < item.quantity) fail(400, CHECKOUT_DETAILS.notEnoughStock);
    return { item, product };
  });

  const orderId = nextId('order');
  db.order.create({
    id: orderId,
    session_id: sessionId,
    ...customer,
    created_at: isoDate(clock.now()),
    status: 'pending',
    finished: false,
  });
  for (const { item, product } of lines) {
    db.product.update({
      where: { id: { equals: product.id } },
      data: { quantity: product.quantity - item.quantity },
    });
    db.orderLine.create({
      id: nextId('orderLine'),
      order_id: orderId,
      product_id: product.id,
      quantity: item.quantity,
    });
  }
  dropCart(sessionId);
  return HttpResponse.json({ order: CHECKOUT_DETAILS.created });
});

export const checkoutHandlers = [http.post(anyOrigin(endpoints.createOrder.path), placeOrder)];
