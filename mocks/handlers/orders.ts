import { HttpResponse, http } from 'msw';
import { ORDER_STATUSES } from '../../src/config/constants';
import { endpoints } from '../../src/config/endpoints';
import { toCents } from '../../src/lib/money';
import { db, findProduct, type OrderRecord, type ProductRecord } from '../data/db';
import {
  anyOrigin,
  failWhereProductionCrashes,
  withErrors,
  type Resolver,
} from '../http/responses';
import { imageUrls } from '../pictures/seed-picture-urls';
import { requireStaff } from '../auth/tokens';
import { readBody, RequestChecks, type Values } from '../http/validation';
import { ID_PATH } from './products';

/** Production's texts of the order calls; the mock sends them where production crashes. */
export const ORDER_DETAILS = {
  statusChanged: 'Successfully changed status',
  /** Production means to send this, but crashes (500). */
  notFound: "order doesn't exist",
  /** Production means to send this, but crashes (500). */
  invalidStatus: 'Invalid status',
} as const;

export const ORDER_LIST_QUERY = {
  page: { type: 'int', default: 1, ge: 1 },
  page_size: { type: 'int', default: 10, ge: 1, le: 100 },
  sort_asc: { type: 'bool', default: true },
} as const;

export type OrderListQuery = Values<typeof ORDER_LIST_QUERY>;

/** An order's lines with their products' current data (production prices orders now). */
function linesOf(order: OrderRecord): Array<{ quantity: number; product: ProductRecord }> {
  return db.orderLine
    .findMany({ where: { order_id: { equals: order.id } }, orderBy: { id: 'asc' } })
    .flatMap(({ product_id, quantity }) => {
      const product = findProduct(product_id);
      return product ? [{ quantity, product }] : [];
    });
}

/** The list's total: a plain float sum, float noise and all (as production's). */
function listTotal(order: OrderRecord): number {
  return linesOf(order).reduce((sum, { quantity, product }) => sum + quantity * product.price, 0);
}

/** One page of orders by creation date, and how many there are. */
export function queryOrders({ page, page_size, sort_asc }: OrderListQuery) {
  const direction = sort_asc ? 1 : -1;
  const sorted = db.order
    .getAll()
    .sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
  const start = (page - 1) * page_size;
  const orders = sorted.slice(start, start + page_size).map((order) => {
    const { id, created_at, status, finished } = order;
    return { id, created_at, status, total_price: listTotal(order), finished };
  });
  return { page, page_size, total_orders: sorted.length, orders };
}

function findOrder(id: number): OrderRecord {
  const order = db.order.findFirst({ where: { id: { equals: id } } });
  return order ?? failWhereProductionCrashes(404, ORDER_DETAILS.notFound);
}

/** Order detail; an unknown order is a 500 in `production-defects`. */
export const getOrder: Resolver = ({ request, params }) => {
  requireStaff(request);
  const checks = new RequestChecks();
  const { id } = checks.path(ID_PATH, params);
  checks.done();
  const order = findOrder(id);
  const imageUrl = imageUrls(request);
  const items = linesOf(order).map(({ quantity, product }) => ({
    product_id: product.id,
    quantity,
    image: imageUrl(product.image_url),
    price: product.price,
    name: product.product_name,
  }));
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  // The customer is the mock's own (checkout sends it; production's detail leaves it out): the
  // client requests it from the API team, and shows it when it comes.
  const { name, last_name, phone, address, email } = order;
  const customer = { name, last_name, phone, address, email: email ?? null };
  return HttpResponse.json({ order_id: order.id, order_total: toCents(total), items, customer });
};

/** Status change; an unknown order or status is a 500 in `production-defects`. */
export const setOrderStatus: Resolver = async ({ request, params }) => {
  requireStaff(request);
  const checks = new RequestChecks();
  const { id } = checks.path(ID_PATH, params);
  const { status } = checks.body({ status: 'str' }, await readBody(request));
  checks.done();
  const order = findOrder(id);
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    failWhereProductionCrashes(400, ORDER_DETAILS.invalidStatus);
  }
  // `accepted` and `rejected` set the status; `finished` sets the flag and keeps the status.
  const change = status === 'finished' ? { finished: true } : { status };
  db.order.update({ where: { id: { equals: order.id } }, data: change });
  return HttpResponse.json(ORDER_DETAILS.statusChanged);
};

export const orderHandlers = [
  http.get(
    anyOrigin(endpoints.listOrders.path),
    withErrors(({ request }) => {
      requireStaff(request);
      const checks = new RequestChecks();
      const query = checks.query(ORDER_LIST_QUERY, new URL(request.url).searchParams);
      checks.done();
      return HttpResponse.json(queryOrders(query));
    }),
  ),
  http.get(anyOrigin(endpoints.getOrder.path), withErrors(getOrder)),
  http.patch(anyOrigin(endpoints.setOrderStatus.path), withErrors(setOrderStatus)),
];
