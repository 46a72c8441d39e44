import MiniSearch, { type Options, type Query } from 'minisearch';
import type { ProductSummary } from '../api/list-products';
import { swapped, textTerms, TYPO_MIN_LENGTH, typedTerms } from './search-terms';

/**
 * The catalogue's search index, built in the browser from the list the shop already holds
 * (docs/decisions/0015-search-in-the-browser.md): every word typed must match, in any field, in
 * any order; the name weighs more than the category, the category more than the description.
 */
type Field = 'product_name' | 'category' | 'description';

const FIELD_WEIGHT: Record<Field, number> = { product_name: 3, category: 1.5, description: 1 };
/** A word with two letters swapped back is a guess: it counts half (MiniSearch's own edit: 0.45). */
const SWAP_WEIGHT: Record<Field, number> = { product_name: 1.5, category: 0.75, description: 0.5 };

const OPTIONS: Options<ProductSummary> = {
  idField: 'id',
  fields: ['product_name', 'category', 'description'],
  storeFields: [],
  // Also asked for the id: it stays a number.
  extractField: (product, field) =>
    field === 'category'
      ? `${product.product_sub_type ?? ''} ${product.product_type ?? ''}`
      : (product[field as keyof ProductSummary] ?? ''),
  // The terms come out finished; a query is a tree of finished terms (queryOf).
  tokenize: textTerms,
  processTerm: (term) => term,
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
};

/** Indexes built, one per list the API answered: a list is not changed, only replaced. */
const indexes = new WeakMap<readonly ProductSummary[], Promise<MiniSearch<ProductSummary>>>();

/** The index of a list, built in slices that give the page back between them. */
export function indexOf(products: readonly ProductSummary[]): Promise<MiniSearch<ProductSummary>> {
  let index = indexes.get(products);
  if (!index) {
    const search = new MiniSearch<ProductSummary>(OPTIONS);
    index = search.addAllAsync(products, { chunkSize: 250 }).then(() => search);
    indexes.set(products, index);
  }
  return index;
}

/** Every word, each as typed (one typo forgiven in a long one) or with two letters swapped. */
function queryOf(typed: string): Query | undefined {
  const { terms, lastIsPrefix } = typedTerms(typed);
  if (!terms.length) return undefined;
  return {
    combineWith: 'AND',
    boost: FIELD_WEIGHT,
    queries: terms.map((term, position): Query => ({
      combineWith: 'OR',
      prefix: lastIsPrefix && position === terms.length - 1,
      queries: [
        { queries: [term], fuzzy: term.length >= TYPO_MIN_LENGTH ? 1 : false },
        ...swapped(term).map((variant): Query => ({
          queries: [variant],
          fuzzy: false,
          boost: SWAP_WEIGHT,
        })),
      ],
    })),
  };
}

/** The products of `products` that match what was typed, best first (at most `limit`). */
export function matchesIn(
  index: MiniSearch<ProductSummary>,
  products: readonly ProductSummary[],
  typed: string,
  limit = Infinity,
): ProductSummary[] {
  const query = queryOf(typed);
  if (!query) return [];
  const byId = new Map(products.map((product) => [product.id, product]));
  return index
    .search(query)
    .slice(0, limit)
    .flatMap(({ id }) => byId.get(id as number) ?? []);
}
