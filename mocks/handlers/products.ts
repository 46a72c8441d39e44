import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { DEFAULT_SORT, isApplied, SORT_DIRECTIONS } from '../../src/config/rules/product-filter';
import { db, findProduct, type ProductRecord } from '../data/db';
import { anyOrigin, withErrors } from '../http/responses';
import { imageUrls } from '../pictures/seed-picture-urls';
import { RequestChecks, type Values } from '../http/validation';

const PRODUCT_QUERY = {
  name: { type: 'str', optional: true },
  min_price: { type: 'float', optional: true },
  max_price: { type: 'float', optional: true },
  quantity: { type: 'int', optional: true },
  sort: { type: 'str', default: DEFAULT_SORT, pattern: `^(${SORT_DIRECTIONS.join('|')})$` },
} as const;

type ProductQuery = Values<typeof PRODUCT_QUERY>;

export const ID_PATH = { id: 'int' } as const;

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

/**
 * The catalogue: products in stock matching every filter, by creation date. Prices and the
 * quantity filter count only above 0; quantity means stock equal to it (production's rules).
 */
function queryProducts(query: ProductQuery): ProductRecord[] {
  const { min_price: min, max_price: max, quantity, sort } = query;
  const { name } = query;
  const direction = sort === 'asc' ? 1 : -1;
  return db.product
    .getAll()
    .filter(
      (product) =>
        product.quantity > 0 &&
        (!name || matchesLike(product.product_name, name)) &&
        (!isApplied(min) || product.price >= min) &&
        (!isApplied(max) || product.price <= max) &&
        (!isApplied(quantity) || product.quantity === quantity),
    )
    .sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
}

type ImageUrl = (stored: string) => string;

/** A product as production's detail returns it. */
function productDetail(product: ProductRecord, imageUrl: ImageUrl) {
  const { id, product_name, description, price, quantity, product_type, product_sub_type } =
    product;
  const image_url = imageUrl(product.image_url);
  return {
    id,
    product_name,
    description,
    price,
    image_url,
    quantity,
    product_type,
    product_sub_type,
  };
}

/** A product as production's list returns it: the detail and its creation date. */
function productListItem(product: ProductRecord, imageUrl: ImageUrl) {
  return { ...productDetail(product, imageUrl), created_at: product.created_at };
}

export const productHandlers = [
  http.get(
    anyOrigin(endpoints.listProducts.path),
    withErrors(({ request }) => {
      const checks = new RequestChecks();
      const query = checks.query(PRODUCT_QUERY, new URL(request.url).searchParams);
      checks.done();
      const imageUrl = imageUrls(request);
      return HttpResponse.json(queryProducts(query).map((row) => productListItem(row, imageUrl)));
    }),
  ),

  http.get(
    anyOrigin(endpoints.getProduct.path),
    withErrors(({ request, params }) => {
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      checks.done();
      // Production responds to an unknown id with an empty product, not a 404.
      const product = findProduct(id);
      return HttpResponse.json({
        product: product ? productDetail(product, imageUrls(request)) : {},
      });
    }),
  ),
];
