import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  isValidEmail,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  PHONE_PATTERN,
} from '../../src/lib/validation';
import { db, findLiveProduct, nextId, toCents, type ProductRecord } from '../db';
import { anyOrigin, fail, readJsonObject, requireMutationSession, withErrors } from '../http';
import { clock } from '../clock';
import { cartItemsOf, notEnoughStock } from './cart';

export const ORDER_DETAILS = {
  created: 'Order successfully made',
  emptyCart: 'Your cart is empty.',
  badPhone: INVALID_PHONE_MESSAGE,
  badEmail: INVALID_EMAIL_MESSAGE,
} as const;

const REQUIRED_FIELDS = {
  name: 'First name is required.',
  last_name: 'Last name is required.',
  phone: 'Phone is required.',
  address: 'Address is required.',
} as const;

type CustomerField = keyof typeof REQUIRED_FIELDS;

function readCustomer(body: Record<string, unknown>) {
  const customer = {} as Record<CustomerField, string>;
  for (const [field, detail] of Object.entries(REQUIRED_FIELDS) as [CustomerField, string][]) {
    const value = body[field];
    if (typeof value !== 'string' || !value.trim()) fail(400, detail);
    customer[field] = value.trim();
  }
  if (!PHONE_PATTERN.test(customer.phone)) fail(400, ORDER_DETAILS.badPhone);
  const email = body.email ?? '';
  if (typeof email !== 'string') fail(400, ORDER_DETAILS.badEmail);
  const trimmedEmail = email.trim();
  if (trimmedEmail && !isValidEmail(trimmedEmail)) fail(400, ORDER_DETAILS.badEmail);
  return { ...customer, email: trimmedEmail };
}

function unavailable(name: string): string {
  return `"${name}" is no longer available.`;
}

export const checkoutHandlers = [
  http.post(
    anyOrigin(endpoints.createOrder.path),
    withErrors(async ({ request }) => {
      const session = requireMutationSession(request);
      const customer = readCustomer(await readJsonObject(request));
      const cartItems = cartItemsOf(session.id);
      if (cartItems.length === 0) fail(400, ORDER_DETAILS.emptyCart);

      // Every line is checked before anything changes, so a refused order takes no stock.
      const lines = cartItems.map((item) => {
        const product = findLiveProduct(item.product_id);
        if (!product) {
          const gone = db.product.findFirst({ where: { id: { equals: item.product_id } } });
          fail(400, unavailable(gone?.product_name ?? `Product ${item.product_id}`));
        }
        if (item.quantity > product.quantity) fail(400, notEnoughStock(product));
        return { item, product };
      });

      const orderId = nextId('order');
      const total = toCents(lines.reduce((sum, l) => sum + l.product.price * l.item.quantity, 0));
      db.order.create({
        id: orderId,
        session_id: session.id,
        ...customer,
        created_at: new Date(clock.now()).toISOString(),
        total_price: total,
        status: 'pending',
        finished: false,
      });
      for (const { item, product } of lines) {
        takeStock(product, item.quantity);
        db.orderLine.create({
          id: nextId('orderLine'),
          order_id: orderId,
          product_id: product.id,
          name: product.product_name,
          image: product.image_url,
          quantity: item.quantity,
          price: product.price,
        });
        db.cartItem.delete({ where: { id: { equals: item.id } } });
      }
      return HttpResponse.json({ detail: ORDER_DETAILS.created, order_id: orderId });
    }),
  ),
];

function takeStock(product: ProductRecord, quantity: number): void {
  db.product.update({
    where: { id: { equals: product.id } },
    data: { quantity: product.quantity - quantity },
  });
}
