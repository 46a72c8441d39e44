/**
 * The catalogue query (GET /api/products): the filter dialog's rules (spec: number inputs with a
 * minimum of 0) and production's reading of the same query.
 */

/** Production's sort values, by creation date. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT: SortDirection = 'desc';

/** The spec's labels of the date sort, as the sort dialog and the dashboard offer it. */
export const SORT_OPTIONS: { value: SortDirection; label: string }[] = [
  { value: 'desc', label: 'Newest first (DESC)' },
  { value: 'asc', label: 'Oldest first (ASC)' },
];

/**
 * The catalogue's orders by price: the shop's own (production sorts by date only, and answers any
 * other `sort` with a 422), so the shop orders the whole list itself.
 */
export const PRICE_ORDERS = ['price_asc', 'price_desc'] as const;
export type PriceOrder = (typeof PRICE_ORDERS)[number];
export type CatalogueSort = SortDirection | PriceOrder;

export const isPriceOrder = (value: unknown): value is PriceOrder =>
  PRICE_ORDERS.includes(value as PriceOrder);

/** The catalogue's sort dialog: the spec's two date orders, then the shop's two price orders. */
export const CATALOGUE_SORT_OPTIONS: { value: CatalogueSort; label: string }[] = [
  ...SORT_OPTIONS,
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'price_desc', label: 'Price, high to low' },
];

/** The spec's minimum of the number inputs. */
export const FILTER_MIN = 0;

/** Production applies a number filter only above 0, so 0 is the spec's "unset" default. */
export const isApplied = (value: number | null | undefined): value is number =>
  value != null && value > 0;

/**
 * The quantity filter is a whole number (production reads it as an integer) that the client and
 * the mock hold exactly.
 */
export const isWholeQuantity = (value: number) => Number.isSafeInteger(value);

/** A price range no product can be in (production would respond with an empty list). */
export const isReversedPriceRange = (min: number, max: number) =>
  isApplied(min) && isApplied(max) && min > max;

/** The filter dialog's texts (the spec gives none). */
export const FILTER_MESSAGES = {
  notANumber: 'Enter a number',
  belowMin: `Must be ${FILTER_MIN} or more`,
  notWhole: 'Enter a whole number',
  minAboveMax: 'Min price cannot be above max price',
} as const;

/**
 * A page of the list (a consumer request, docs/api-contract.md "Consumer requests"): `limit`
 * entries from `offset`. The API answers a `limit` out of these bounds, or an `offset` below 0,
 * with a 422, as it does any other bad query value.
 */
export const PAGE_LIMIT = { min: 1, max: 100 } as const;
export const PAGE_OFFSET_MIN = 0;
