import {
  hashKey,
  keepPreviousData,
  useQueries,
  useQuery,
  useQueryClient,
  type Query,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PRODUCT_GRID_PAGE_SIZE } from '../../../config/constants';
import {
  isWholeList,
  productListQuery,
  wholeListQuery,
  WHOLE_LIST_FRESH_MS,
  type ProductFilters,
  type ProductList,
  type ProductListQuery,
  type ProductPage,
  type ProductSummary,
} from '../api/list-products';
import { productKeys } from '../api/product-keys';
import { listQueryOf, needsWholeList, type CatalogueQuery } from '../query/catalogue-query';
import { orderedByPrice } from '../query/price-order';
import { useSearchMatches } from '../search/use-search-matches';
import { isInCategory } from '../query/category-choice';
import { useSnapshotPageUntilAnswered } from '../snapshot/snapshot-pages';
import { cachedWholeList, holdsWholeList, sameFilters } from '../api/whole-lists';

/** 'Show more', while the view has products the grid does not show yet. */
export interface MoreProducts {
  /** How many products the view has in all. */
  total: number;
  show: () => void;
  /** The next page is on its way. */
  loading: boolean;
  /** The next page failed; `show` asks for it again. */
  failed: boolean;
}

export interface CatalogueList {
  /** The view's products shown so far; undefined until the list first answers. */
  products?: ProductSummary[];
  more?: MoreProducts;
  /** The list's answer failed (a list already shown stays shown unless it is a placeholder). */
  isError: boolean;
  /** The products are the previous view's, kept until this view's answer comes. */
  isPlaceholderData: boolean;
  /** Names what is asked: the view (category, filters, sort) and how many pages of it. */
  asked: string;
}

/**
 * The list query whose answer a view shows: its own, except that a view whose category changed
 * keeps the whole list it shows (picking the category in the client asks nothing new).
 */
function useShownQuery(query: ProductListQuery): ProductListQuery {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(query);
  if (hashKey([shown]) === hashKey([query])) return shown;
  const next = sameFilters(shown, query) && holdsWholeList(queryClient, shown) ? shown : query;
  if (next !== shown) setShown(next);
  return next;
}

/**
 * The answer of the view's first page; a category's page draws a whole list of its filters. A
 * view searched or ordered by price asks for the whole list of its filters.
 */
function useFirstPage(query: ProductListQuery, wholeOf?: ProductFilters) {
  const queryClient = useQueryClient();
  useSnapshotPageUntilAnswered(query);
  const options = wholeOf ? wholeListQuery(wholeOf) : productListQuery(query);
  return useQuery({
    // Either answer is a list: the two keys and functions differ only in their types' detail.
    queryKey: options.queryKey as readonly unknown[],
    queryFn: options.queryFn as () => Promise<ProductList>,
    retry: false,
    // Another search or price order of the same filters asks for the whole list not again (a
    // page keeps the client's own default).
    ...(wholeOf && { staleTime: WHOLE_LIST_FRESH_MS }),
    initialData: () => cachedWholeList(queryClient, query)?.products,
    initialDataUpdatedAt: () => cachedWholeList(queryClient, query)?.updatedAt,
    // A new view keeps the current cards (dimmed, aria-busy) until its answer arrives: no spinner
    // flash, and cards that stay are updated instead of mounted again.
    placeholderData: keepPreviousData,
  });
}

interface LaterPages {
  pages: (ProductPage | undefined)[];
  /** A whole list answered for a later page: the first page was the build's, the API pages not. */
  wholeList?: ProductSummary[];
  loading: boolean;
  failed: boolean;
}

// Module-level, so the combined result keeps its identity while the pages do not change.
const combinePages = (results: UseQueryResult<ProductList>[]): LaterPages => ({
  pages: results.map(({ data }) => (data && !isWholeList(data) ? data : undefined)),
  wholeList: results.map(({ data }) => data).find(isWholeList),
  loading: results.some((result) => result.isFetching && result.data === undefined),
  failed: results.some((result) => result.isError),
});

/** The pages after the first that 'Show more' asked for, when the list answers in pages. */
function useLaterPages(query: ProductListQuery, first: ProductList | undefined, count: number) {
  const offsets = first && !isWholeList(first) ? laterOffsets(count) : [];
  return useQueries({
    queries: offsets.map((offset) => productListQuery(query, offset)),
    combine: combinePages,
  });
}

const laterOffsets = (count: number) =>
  Array.from({ length: count - 1 }, (_, index) => (index + 1) * PRODUCT_GRID_PAGE_SIZE);

/** The products in order, each once (a product may move between pages fetched apart). */
function joined(pages: ProductPage[]): ProductSummary[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.items)
    .filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/**
 * A catalogue view's products, a grid's page at a time. From an API that answers in pages (the
 * consumer request), the view's own pages, 'Show more' asking for the next; from a whole list
 * (production today), the view's category picked from it and shown a page at a time.
 */
export function useCatalogueList(view: CatalogueQuery): CatalogueList {
  const queryClient = useQueryClient();
  const viewQuery = listQueryOf(view);
  const query = useShownQuery(viewQuery);
  const first = useFirstPage(query, needsWholeList(view) ? view.filters : undefined);
  // Back to one page whenever the view changes (another category, filter or sort).
  const viewHash = hashKey([viewQuery, view.search, view.order]);
  const [asked, setAsked] = useState({ view: viewHash, pages: 1 });
  const pageCount = asked.view === viewHash ? asked.pages : 1;
  const later = useLaterPages(query, first.data, pageCount);
  const { category, subCategory } = view.category ?? {};
  const inView = useMemo(
    () => (products: ProductSummary[]) =>
      category
        ? products.filter((product) => isInCategory(product, { category, subCategory }))
        : products,
    [category, subCategory],
  );
  const wholeList = isWholeList(first.data) ? first.data : later.wholeList;
  const wholeInView = useMemo(() => wholeList && inView(wholeList), [wholeList, inView]);
  const search = useSearchMatches(wholeInView, view.search);
  const { matches } = search;
  const { order } = view;

  const shown = useMemo(() => {
    if (first.data === undefined) return undefined;
    if (wholeList) {
      if (!matches) return undefined;
      const all = order ? orderedByPrice(matches, order) : matches;
      return { products: all.slice(0, pageCount * PRODUCT_GRID_PAGE_SIZE), total: all.length };
    }
    // Every answer so far is a page: the view's pages in order, up to the first not loaded.
    const loaded = [first.data as ProductPage];
    for (const page of later.pages) {
      if (!page) break;
      loaded.push(page);
    }
    const last = loaded[loaded.length - 1];
    const hasMore = last.items.length > 0 && last.offset + last.items.length < last.total;
    const products = inView(joined(loaded));
    return { products, total: hasMore ? last.total : products.length };
  }, [first.data, later.pages, wholeList, matches, order, inView, pageCount]);

  // While a new search's matches are worked out, the cards shown stay, dimmed and busy: no
  // loading state flashes between a search's Enter and its results.
  const searching = Boolean(wholeList) && !matches;
  const [lastShown, setLastShown] = useState(shown);
  if (shown && shown !== lastShown) setLastShown(shown);
  const drawn = shown ?? (searching ? lastShown : undefined);

  const showMore = () => {
    if (!later.failed) return setAsked({ view: viewHash, pages: pageCount + 1 });
    const failed = (page: Query) => page.state.status === 'error';
    void queryClient.refetchQueries({ queryKey: productKeys.list(query), predicate: failed });
  };
  const more: MoreProducts | undefined =
    drawn && (drawn.products.length < drawn.total || later.loading || later.failed)
      ? { total: drawn.total, show: showMore, loading: later.loading, failed: later.failed }
      : undefined;
  return {
    products: drawn?.products,
    more,
    isError: first.isError || search.failed,
    isPlaceholderData: first.isPlaceholderData || (searching && drawn !== undefined),
    asked: `${viewHash}:${pageCount}`,
  };
}
