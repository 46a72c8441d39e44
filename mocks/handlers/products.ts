import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { findLiveProduct, liveProducts, type ProductRecord } from '../db';
import { anyOrigin, fail, idParam, withErrors } from '../http';
import { imageUrls } from '../images';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** A filter number: empty or 0 means unset; anything but a number not below 0 answers 400. */
function numberFilter(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) fail(400, `${key} must be a number not below 0.`);
  return value === 0 ? undefined : value;
}

export interface ProductQuery {
  name?: string;
  minPrice?: number;
  maxPrice?: number;
  quantity?: number;
  sort: 'asc' | 'desc';
}

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const sort = params.get('sort')?.trim() || 'desc';
  if (sort !== 'asc' && sort !== 'desc') fail(400, 'sort must be "asc" or "desc".');
  return {
    name: params.get('name')?.trim().toLowerCase() || undefined,
    minPrice: numberFilter(params, 'min_price'),
    maxPrice: numberFilter(params, 'max_price'),
    quantity: numberFilter(params, 'quantity'),
    sort,
  };
}

/** The catalogue: live products matching every given filter, by creation date. */
export function queryProducts(query: ProductQuery): ProductRecord[] {
  const { name, minPrice, maxPrice, quantity, sort } = query;
  const direction = sort === 'asc' ? 1 : -1;
  return liveProducts()
    .filter(
      (product) =>
        (name === undefined || product.product_name.toLowerCase().includes(name)) &&
        (minPrice === undefined || product.price >= minPrice) &&
        (maxPrice === undefined || product.price <= maxPrice) &&
        (quantity === undefined || product.quantity >= quantity),
    )
    .sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
}

type ImageUrl = (stored: string) => string;

export function productSummary(product: ProductRecord, imageUrl: ImageUrl) {
  const { id, product_name, price, quantity } = product;
  return { id, product_name, price, image_url: imageUrl(product.image_url), quantity };
}

export function productDetail(product: ProductRecord, imageUrl: ImageUrl) {
  const { id, product_name, description, price, quantity, category, sub_category } = product;
  const image_url = imageUrl(product.image_url);
  return { id, product_name, description, price, quantity, category, sub_category, image_url };
}

export const productHandlers = [
  http.get(
    anyOrigin(endpoints.listProducts.path),
    withErrors(({ request }) => {
      const query = parseProductQuery(new URL(request.url).searchParams);
      const imageUrl = imageUrls(request);
      return HttpResponse.json(queryProducts(query).map((row) => productSummary(row, imageUrl)));
    }),
  ),

  http.get(
    anyOrigin(endpoints.getProduct.path),
    withErrors(({ request, params }) => {
      const product = findLiveProduct(idParam(params.id, PRODUCT_NOT_FOUND));
      if (!product) fail(404, PRODUCT_NOT_FOUND);
      return HttpResponse.json({ product: productDetail(product, imageUrls(request)) });
    }),
  ),
];
