import { HttpResponse, http } from 'msw';
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, type OrderStatus } from '../../src/config/constants';
import { endpoints } from '../../src/config/endpoints';
import { db, type OrderRecord } from '../db';
import { anyOrigin, fail, idParam, readJsonObject, requireStaff, withErrors } from '../http';
import { imageUrls } from '../images';

export const MAX_ORDERS_PAGE_SIZE = 50;

export const ORDER_DETAILS = {
  notFound: 'Order not found.',
  page: 'page must be a whole number from 1.',
  pageSize: `page_size must be a whole number from 1 to ${MAX_ORDERS_PAGE_SIZE}.`,
  sortAsc: 'sort_asc must be "true" or "false".',
  status: `status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  statusChanged: 'Status changes',
} as const;

export interface OrderListQuery {
  page: number;
  pageSize: number;
  sortAsc: boolean;
}

function wholeNumber(raw: string | null, fallback: number, max: number, detail: string): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) fail(400, detail);
  return value;
}

/** page (from 1, default 1), page_size (1 to 50, default 5), sort_asc (default true). */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const sort = params.get('sort_asc')?.trim().toLowerCase() || 'true';
  if (sort !== 'true' && sort !== 'false') fail(400, ORDER_DETAILS.sortAsc);
  return {
    page: wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER, ORDER_DETAILS.page),
    pageSize: wholeNumber(
      params.get('page_size'),
      ORDERS_PAGE_SIZE,
      MAX_ORDERS_PAGE_SIZE,
      ORDER_DETAILS.pageSize,
    ),
    sortAsc: sort === 'true',
  };
}

function orderSummary({ id, created_at, total_price, status, finished }: OrderRecord) {
  return { id, created_at, total_price, status, finished };
}

/** One page of orders by creation date (oldest first when sortAsc), and how many there are. */
export function queryOrders({ page, pageSize, sortAsc }: OrderListQuery) {
  const direction = sortAsc ? 1 : -1;
  const sorted = db.order
    .getAll()
    .sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
  const start = (page - 1) * pageSize;
  return {
    orders: sorted.slice(start, start + pageSize).map(orderSummary),
    total_orders: sorted.length,
  };
}

function findOrder(rawId: string | readonly string[] | undefined): OrderRecord {
  const id = idParam(rawId, ORDER_DETAILS.notFound);
  const order = db.order.findFirst({ where: { id: { equals: id } } });
  if (!order) fail(404, ORDER_DETAILS.notFound);
  return order;
}

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const orderHandlers = [
  http.get(
    anyOrigin(endpoints.listOrders.path),
    withErrors(({ request }) => {
      requireStaff(request);
      const query = parseOrderListQuery(new URL(request.url).searchParams);
      return HttpResponse.json(queryOrders(query));
    }),
  ),

  http.get(
    anyOrigin(endpoints.getOrder.path),
    withErrors(({ request, params }) => {
      requireStaff(request);
      const order = findOrder(params.id);
      const lines = db.orderLine.findMany({
        where: { order_id: { equals: order.id } },
        orderBy: { id: 'asc' },
      });
      const imageUrl = imageUrls(request);
      return HttpResponse.json({
        items: lines.map(({ name, image, quantity, price }) => ({
          name,
          image: imageUrl(image),
          quantity,
          price,
        })),
        order_total: order.total_price,
      });
    }),
  ),

  http.patch(
    anyOrigin(endpoints.setOrderStatus.path),
    withErrors(async ({ request, params }) => {
      requireStaff(request);
      const order = findOrder(params.id);
      const { status } = await readJsonObject(request);
      if (!isOrderStatus(status)) fail(400, ORDER_DETAILS.status);
      db.order.update({
        where: { id: { equals: order.id } },
        data: { status, finished: status === 'finished' },
      });
      return HttpResponse.json({ detail: ORDER_DETAILS.statusChanged });
    }),
  ),
];
