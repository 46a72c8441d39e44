import MiniSearch, { type Options, type Query } from 'minisearch';
import { nextTask, nextTaskAtOnce } from '../../../lib/next-task';
import { remembered } from '../../../lib/remembered';
import type { ProductSummary } from '../api/list-products';
import { swapped, textTerms, TYPO_MIN_LENGTH, typedTerms, type TypedTerms } from './search-terms';

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

/** The names and categories alone: a sixth of the words, indexed first. */
const NAMES_OPTIONS: Options<ProductSummary> = {
  ...OPTIONS,
  fields: ['product_name', 'category'],
};

/** Indexing gives the page back after this long: a key typed meanwhile is answered soon. */
const INDEXING_SLICE_MS = 8;

async function built(
  products: readonly ProductSummary[],
  options: Options<ProductSummary>,
): Promise<MiniSearch<ProductSummary>> {
  const search = new MiniSearch<ProductSummary>(options);
  let sliceStart = performance.now();
  for (const product of products) {
    search.add(product);
    if (performance.now() - sliceStart > INDEXING_SLICE_MS) {
      await nextTaskAtOnce();
      sliceStart = performance.now();
    }
  }
  // The first search runs in a task of its own, not after the last slice in the same one.
  await nextTask();
  return search;
}

/** The index of the names and categories of a list, built once. */
export const namesIndexOf = remembered((products: readonly ProductSummary[]) =>
  built(products, NAMES_OPTIONS),
);

const indexed = new WeakSet<readonly ProductSummary[]>();

/**
 * The index of a list, built once (a list the API answered is not changed, only replaced), in
 * slices that give the page back between them, after the names' index: descriptions are most of
 * the words, and the names alone answer a shopper typing the moment the field opens.
 */
export const indexOf = remembered(async (products: readonly ProductSummary[]) => {
  await namesIndexOf(products);
  const index = await built(products, OPTIONS);
  indexed.add(products);
  return index;
});

/** Whether the whole index of the list is built: a search of it answers at once. */
export const isIndexed = (products: readonly ProductSummary[]) => indexed.has(products);

/** Every word, each as typed (one typo forgiven in a long one) or with two letters swapped. */
function queryOf({ terms, lastIsPrefix }: TypedTerms): Query {
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

/** Each product's terms by field, worked out once: keys narrow by them again and again. */
const fieldTerms = remembered((product: ProductSummary) =>
  (Object.keys(FIELD_WEIGHT) as Field[]).map((field): [Field, string[]] => [
    field,
    textTerms(String(OPTIONS.extractField!(product, field))),
  ]),
);

/** The fields of the product with a word that starts with `start`. */
const fieldsWithWordStarting = (product: ProductSummary, start: string) =>
  fieldTerms(product)
    .filter(([, terms]) => terms.some((term) => term.startsWith(start)))
    .map(([field]) => field);

/** The products with a word that starts with `start`, those with it in their name first. */
function narrowedTo(products: ProductSummary[], start: string): ProductSummary[] {
  const inName: ProductSummary[] = [];
  const elsewhere: ProductSummary[] = [];
  for (const product of products) {
    const fields = fieldsWithWordStarting(product, start);
    if (fields.includes('product_name')) inName.push(product);
    else if (fields.length) elsewhere.push(product);
  }
  return [...inName, ...elsewhere];
}

const productsById = remembered(
  (products: readonly ProductSummary[]) =>
    new Map(products.map((product) => [product.id, product])),
);

/**
 * The products of `products` that match what was typed, best first (at most `limit`). A last
 * word of one letter begins thousands of the catalogue's words, too many to look up while a key
 * is answered on a slow phone: it narrows the matches of the words before it instead.
 */
export function matchesIn(
  index: MiniSearch<ProductSummary>,
  products: readonly ProductSummary[],
  typed: string,
  limit = Infinity,
): ProductSummary[] {
  const { terms, lastIsPrefix } = typedTerms(typed);
  if (!terms.length) return [];
  const last = terms[terms.length - 1];
  const start = lastIsPrefix && terms.length > 1 && last.length === 1 ? last : undefined;
  const query = start
    ? queryOf({ terms: terms.slice(0, -1), lastIsPrefix: false })
    : queryOf({ terms, lastIsPrefix });
  const byId = productsById(products);
  const found = index.search(query).flatMap(({ id }) => byId.get(id as number) ?? []);
  return (start ? narrowedTo(found, start) : found).slice(0, limit);
}

interface AnswerOptions {
  /** While the whole index is built, answer from the names' index first. */
  namesFirst: boolean;
  /** Whether the words are still the ones asked about (no later key has replaced them). */
  stillAsked: () => boolean;
  answer: (matches: ProductSummary[], byNamesOnly: boolean) => void;
}

/**
 * Answers the products that match `words`: from the whole index, and before it, with
 * `namesFirst`, from the names' index while the whole one is being built. Keys typed while an
 * index is built wait for it together: only the words still asked about are searched.
 */
export async function answerMatches(
  products: readonly ProductSummary[],
  words: string,
  { namesFirst, stillAsked, answer }: AnswerOptions,
): Promise<void> {
  const whole = indexOf(products);
  if (namesFirst && !isIndexed(products)) {
    const names = await namesIndexOf(products);
    if (stillAsked() && !isIndexed(products)) answer(matchesIn(names, products, words), true);
  }
  const index = await whole;
  if (stillAsked()) answer(matchesIn(index, products, words), false);
}
