import {
  DEFAULT_SORT,
  FILTER_MESSAGES,
  FILTER_MIN,
  isApplied,
  isReversedPriceRange,
  isWholeQuantity,
  type SortDirection,
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
 * the catalogue picks it itself.
 */
export interface CatalogueQuery {
  filters: ProductFilters;
  category?: CategoryChoice;
}

/** The filter fields as the dialog edits them (text, so an empty field stays empty). */
export interface FilterFields {
  name: string;
  min_price: string;
  max_price: string;
  quantity: string;
}

export const EMPTY_FILTER_FIELDS: FilterFields = {
  name: '',
  min_price: '',
  max_price: '',
  quantity: '',
};

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
  return { filters: filtersFromParams(params), category: categoryFromParams(params) };
}

/** What the list is asked for a catalogue view: the filters, then the category. */
export function listQueryOf({ filters, category }: CatalogueQuery): ProductListQuery {
  return { ...filters, ...categoryQuery(category) };
}

/** The URL query of a catalogue view: the category first, then the filters and the sort. */
export function catalogueParams({ filters, category }: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  setCategoryParams(params, category);
  for (const [key, value] of filtersToParams(filters)) params.set(key, value);
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
export function narrowsList({ filters, category }: CatalogueQuery): boolean {
  return Boolean(category) || filtersToParams({ ...filters, sort: undefined }).size > 0;
}

export function fieldsFromFilters(filters: ProductFilters): FilterFields {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    name: filters.name ?? '',
    min_price: text(filters.min_price),
    max_price: text(filters.max_price),
    quantity: text(filters.quantity),
  };
}

/** The filters of the dialog's fields, keeping the current sort. */
export function filtersFromFields(fields: FilterFields, sort?: SortDirection): ProductFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.set(key, value);
  return { ...filtersFromParams(params), ...(sort ? { sort } : {}) };
}

/** A number field's problem, if any: the spec's inputs take numbers not below 0. */
export function numberFieldError(value: string, wholeNumber = false): string | undefined {
  if (!value.trim()) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return FILTER_MESSAGES.notANumber;
  if (number < FILTER_MIN) return FILTER_MESSAGES.belowMin;
  return wholeNumber && !isWholeQuantity(number) ? FILTER_MESSAGES.notWhole : undefined;
}

/** The price range's problem, if any: a min price above the max price matches nothing. */
export function priceRangeError({ min_price, max_price }: FilterFields): string | undefined {
  const [min, max] = [Number(min_price), Number(max_price)];
  return isReversedPriceRange(min, max) ? FILTER_MESSAGES.minAboveMax : undefined;
}
