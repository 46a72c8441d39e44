import { HttpResponse } from 'msw';
import {
  DEFAULT_SORT,
  isApplied,
  PAGE_LIMIT,
  PAGE_OFFSET_MIN,
  SORT_DIRECTIONS,
} from '../../src/config/rules/product-filter';
import { db, type ProductRecord } from '../data/db';
import { RequestChecks, type Schema, type Values } from '../http/validation';
import { imageUrls } from '../pictures/seed-picture-urls';
import { productListItem } from './product-json';

/** The list's query as production reads it today. */
const WHOLE_LIST_QUERY = {
  name: { type: 'str', optional: true },
  min_price: { type: 'float', optional: true },
  max_price: { type: 'float', optional: true },
  quantity: { type: 'int', optional: true },
  sort: { type: 'str', default: DEFAULT_SORT, pattern: `^(${SORT_DIRECTIONS.join('|')})$` },
} as const;

/**
 * What the client requests beyond it (docs/api-contract.md, "Consumer requests"): the category
 * filters, and a page when `limit` is sent. Production ignores these parameters today.
 */
const PAGE_QUERY = {
  category: { type: 'str', optional: true },
  sub_category: { type: 'str', optional: true },
  limit: { type: 'int', optional: true, ge: PAGE_LIMIT.min, le: PAGE_LIMIT.max },
  offset: { type: 'int', default: PAGE_OFFSET_MIN, ge: PAGE_OFFSET_MIN },
} as const;

const LIST_QUERY = { ...WHOLE_LIST_QUERY, ...PAGE_QUERY } as const;

type ListQuery = Values<typeof LIST_QUERY>;

/** The page parameters when none is sent: today's request. */
const NO_PAGE_QUERY: Values<typeof PAGE_QUERY> = {
  category: null,
  sub_category: null,
  limit: null,
  offset: PAGE_OFFSET_MIN,
};

/** One `%`-free piece of a LIKE pattern at `at` in `text`: `_` stands for any one character. */
function pieceMatchesAt(text: string[], piece: string[], at: number): boolean {
  return piece.every((char, offset) => char === '_' || char === text[at + offset]);
}

/**
 * Production's name filter is SQL `ILIKE %name%`: `%` and `_` in it are wildcards. Matched piece
 * by piece, first fit first, so a long pattern costs its length times the name's, never a
 * regular expression's backtracking.
 */
function matchesLike(value: string, name: string): boolean {
  const text = Array.from(value.toLowerCase());
  let from = 0;
  for (const piece of name.toLowerCase().split('%')) {
    const chars = Array.from(piece);
    if (chars.length === 0) continue;
    let at = from;
    while (at + chars.length <= text.length && !pieceMatchesAt(text, chars, at)) at += 1;
    if (at + chars.length > text.length) return false;
    from = at + chars.length;
  }
  return true;
}

/** A category filter: case does not count, as in the client's own filtering of a whole list. */
const sameCategory = (stored: string, wanted: string | null) =>
  wanted === null || stored.toLowerCase() === wanted.toLowerCase();

/**
 * The catalogue: products in stock matching every filter, by creation date. Prices and the
 * quantity filter count only above 0; quantity means stock equal to it (production's rules).
 */
function queryProducts(products: ProductRecord[], query: ListQuery): ProductRecord[] {
  const { name, min_price: min, max_price: max, quantity, sort } = query;
  const direction = sort === 'asc' ? 1 : -1;
  return products
    .filter(
      (product) =>
        product.quantity > 0 &&
        (!name || matchesLike(product.product_name, name)) &&
        (!isApplied(min) || product.price >= min) &&
        (!isApplied(max) || product.price <= max) &&
        (!isApplied(quantity) || product.quantity === quantity) &&
        sameCategory(product.product_type, query.category) &&
        sameCategory(product.product_sub_type, query.sub_category),
    )
    .sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
}

function readQuery<S extends Schema>(schema: S, request: Request): Values<S> {
  const checks = new RequestChecks();
  const query = checks.query(schema, new URL(request.url).searchParams);
  checks.done();
  return query;
}

/**
 * `GET /api/products` with the consumer request: the list filtered by category too, and, when
 * `limit` is sent, the page `{items, total, limit, offset}` instead of the bare array.
 */
export function answerProductList(
  request: Request,
  products: ProductRecord[] = db.product.getAll(),
): Response {
  const query = readQuery(LIST_QUERY, request);
  const imageUrl = imageUrls(request);
  const listed = queryProducts(products, query).map((row) => productListItem(row, imageUrl));
  const { limit, offset } = query;
  if (limit === null) return HttpResponse.json(listed);
  const items = listed.slice(offset, offset + limit);
  return HttpResponse.json({ items, total: listed.length, limit, offset });
}

/**
 * `GET /api/products` as production answers it today: the bare array of every match, whatever
 * page or category is asked for (it ignores query parameters it does not know).
 */
export function answerWholeList(request: Request): Response {
  const query = { ...readQuery(WHOLE_LIST_QUERY, request), ...NO_PAGE_QUERY };
  const imageUrl = imageUrls(request);
  return HttpResponse.json(
    queryProducts(db.product.getAll(), query).map((row) => productListItem(row, imageUrl)),
  );
}
