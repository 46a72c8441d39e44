import {
  DEFAULT_SORT,
  isApplied,
  isPriceOrder,
  isWholeQuantity,
  type CatalogueSort,
  type PriceOrder,
} from '../../../config/rules/product-filter';
import type { CategoryName } from '../../../config/rules/categories';
import { paths } from '../../../config/paths';
import type { ProductFilters, ProductListQuery } from '../api/list-products';
import {
  categoryChoice,
  categoryFromParams,
  categoryQuery,
  setCategoryParams,
  type CategoryChoice,
} from './category-choice';

/**
 * The catalogue's whole URL query: the list's filters, which the server applies, and the
 * category, which an API that pages applies too; from a whole list (production's answer today)
 * the catalogue picks it itself. The search words and a price order are the shop's own: it
 * applies them to the whole list.
 */
export interface CatalogueQuery {
  filters: ProductFilters;
  category?: CategoryChoice;
  /** What the shopper searched for (`?q=`). */
  search?: string;
  /** `?sort=price_asc` or `price_desc`; the date sorts are the filters'. */
  order?: PriceOrder;
}

const SEARCH_PARAM = 'q';
/** Longer than any product's name and description together is no search a shopper types. */
export const MAX_SEARCH_LENGTH = 200;

function searchFromParams(params: URLSearchParams): string | undefined {
  const search = params.get(SEARCH_PARAM)?.trim().slice(0, MAX_SEARCH_LENGTH);
  return search || undefined;
}

/** The words of an address's `?q=`. */
export const searchWordsOf = (search: string) =>
  new URLSearchParams(search).get(SEARCH_PARAM) ?? '';

/**
 * The catalogue searched for `typed`: from the catalogue, its category, filters and sort stay
 * beside the words; from any other page, the words alone.
 */
export function searchHref(typed: string, from: { pathname: string; search: string }): string {
  const params = new URLSearchParams(from.pathname === paths.home ? from.search : '');
  const words = typed.trim().slice(0, MAX_SEARCH_LENGTH);
  if (words) params.set(SEARCH_PARAM, words);
  else params.delete(SEARCH_PARAM);
  const query = params.toString();
  return query ? `${paths.home}?${query}` : paths.home;
}

/** Whether the view is ordered or searched in the browser, over the whole list. */
export const needsWholeList = (query: CatalogueQuery) => Boolean(query.search || query.order);

/** The sort a view shows: its price order, else its date sort. */
export const sortOf = ({ filters, order }: CatalogueQuery): CatalogueSort =>
  order ?? filters.sort ?? DEFAULT_SORT;

/** The view with another sort: a price order, or a date sort sent to the API. */
export function withSort(query: CatalogueQuery, sort: CatalogueSort): CatalogueQuery {
  if (isPriceOrder(sort))
    return { ...query, filters: { ...query.filters, sort: undefined }, order: sort };
  return { ...query, filters: { ...query.filters, sort }, order: undefined };
}

const NUMBER_KEYS = ['min_price', 'max_price', 'quantity'] as const;

function readNumber(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (key === 'quantity' && !isWholeQuantity(value)) return undefined;
  return Number.isFinite(value) && isApplied(value) ? value : undefined;
}

/** The catalogue query kept in the URL; anything unusable in it is ignored. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {};
  const name = params.get('name')?.trim();
  if (name) filters.name = name;
  for (const key of NUMBER_KEYS) {
    const value = readNumber(params, key);
    if (value !== undefined) filters[key] = value;
  }
  if (params.get('sort') === 'asc') filters.sort = 'asc';
  return filters;
}

/** Only non-empty fields go into the URL (0 is the spec's "unset" default; desc the default sort). */
export function filtersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name?.trim()) params.set('name', filters.name.trim());
  for (const key of NUMBER_KEYS) {
    const value = filters[key];
    if (isApplied(value)) params.set(key, String(value));
  }
  if (filters.sort && filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export function catalogueQueryFromParams(params: URLSearchParams): CatalogueQuery {
  const sort = params.get('sort');
  return {
    filters: filtersFromParams(params),
    category: categoryFromParams(params),
    search: searchFromParams(params),
    order: isPriceOrder(sort) ? sort : undefined,
  };
}

/** What the list is asked for a catalogue view: the filters, then the category. */
export function listQueryOf({ filters, category }: CatalogueQuery): ProductListQuery {
  return { ...filters, ...categoryQuery(category) };
}

/** The URL query of a catalogue view: the search, the category, then the filters and the sort. */
export function catalogueParams({
  filters,
  category,
  search,
  order,
}: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const words = search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (words) params.set(SEARCH_PARAM, words);
  setCategoryParams(params, category);
  for (const [key, value] of filtersToParams(filters)) params.set(key, value);
  if (order) params.set('sort', order);
  return params;
}

/** The address of a catalogue view, e.g. a category's page. */
export function catalogueHref(query: CatalogueQuery): string {
  const search = catalogueParams(query).toString();
  return search ? `${paths.home}?${search}` : paths.home;
}

/** A category's page, by the names the spec gives (e.g. 'Bags & Backpacks'). */
export function categoryHref(category: CategoryName, subCategory?: string): string {
  return catalogueHref({ filters: {}, category: categoryChoice(category, subCategory) });
}

/** Anything in the URL: 'Clear filters' shows. */
export function hasActiveQuery(query: CatalogueQuery): boolean {
  return catalogueParams(query).size > 0;
}

/** Whether the query leaves products out (a sort only orders them). */
export function narrowsList({ filters, category, search }: CatalogueQuery): boolean {
  return Boolean(category || search) || filtersToParams({ ...filters, sort: undefined }).size > 0;
}
