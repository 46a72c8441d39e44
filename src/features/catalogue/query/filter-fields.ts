import {
  FILTER_MESSAGES,
  FILTER_MIN,
  isReversedPriceRange,
  isWholeQuantity,
  type SortDirection,
} from '../../../config/rules/product-filter';
import type { ProductFilters } from '../api/list-products';
import { filtersFromParams } from './catalogue-query';

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
