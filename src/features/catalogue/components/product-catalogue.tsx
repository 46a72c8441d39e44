import { useDeferredValue, type ReactNode } from 'react';
import { LuX } from 'react-icons/lu';
import type { ProductSummary } from '../api/list-products';
import { narrowsList, type CatalogueQuery } from '../query/catalogue-query';
import { useCatalogueList, type MoreProducts } from '../hooks/use-catalogue-list';
import { ProductGrid } from './product-grid';
import { useAnnounceViewChange } from '../../../components/announcer';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { classes } from '../../../components/ui/palette';
import styles from './product-catalogue.module.css';

export interface ProductCatalogueProps {
  /**
   * What is shown: the filters, the category (the API's pages of it, or its products picked from
   * a whole list), the search and a price order (applied to the whole list).
   */
  view?: CatalogueQuery;
  /** Offered as 'Clear filters' when the filters leave no product. */
  onClearFilters?: () => void;
  productHref: (id: number) => string;
  renderAction?: (product: ProductSummary) => ReactNode;
}

/**
 * Loads the product list and shows it with its loading, error and empty states, a page at a
 * time with 'Show more'.
 */
export function ProductCatalogue({
  view = ALL_PRODUCTS,
  onClearFilters,
  productHref,
  renderAction,
}: ProductCatalogueProps) {
  const { products: listed, more, isError, isPlaceholderData, asked } = useCatalogueList(view);
  // A query's response renders at once, in one task; the cards are drawn instead in a background
  // render that gives the main thread back every few milliseconds (at once, it was one long task
  // on a phone: docs/performance.md, "Where the speed comes from"). Until then the previous
  // cards (or the loading state) stay, marked busy.
  const products = useDeferredValue(listed);
  const drawing = products !== listed;
  const settled = !isPlaceholderData && !drawing && !more?.loading;
  useAnnounceViewChange(
    asked,
    settled && products ? countText(products.length, more, narrowsList(view)) : undefined,
  );
  // A list already shown (the page's own) stays when a refresh fails; another filter's does not.
  if (isError && (listed === undefined || isPlaceholderData)) {
    return <ErrorState>Failed to load products.</ErrorState>;
  }
  if (products === undefined) {
    return <LoadingState>Loading products...</LoadingState>;
  }
  if (products.length === 0) {
    return narrowsList(view) ? (
      <NoMatchingProducts onClearFilters={onClearFilters} />
    ) : (
      <div className={styles.message}>
        <p className={styles.messageText}>{EMPTY_SHOP}</p>
      </div>
    );
  }
  return (
    <div
      aria-busy={isPlaceholderData || drawing}
      className={classes(styles.list, isPlaceholderData && styles.stale)}
    >
      <ProductGrid
        products={products}
        more={more}
        productHref={productHref}
        renderAction={renderAction}
      />
    </div>
  );
}

const ALL_PRODUCTS: CatalogueQuery = { filters: {} };
const NO_MATCH = 'No products match your filters';
const EMPTY_SHOP = 'Web shop is empty';

/** What a screen reader hears when another filter, sort or page of cards has been drawn. */
function countText(shown: number, more: MoreProducts | undefined, narrowed: boolean): string {
  if (shown === 0) return narrowed ? NO_MATCH : EMPTY_SHOP;
  if (more) return `Showing ${shown} of ${more.total} products`;
  return `${shown} ${shown === 1 ? 'product' : 'products'}`;
}

function NoMatchingProducts({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <div className={styles.message}>
      <div className={styles.noMatch}>
        <p className={styles.messageText}>{NO_MATCH}</p>
        {onClearFilters && (
          <Button variant="outline" onClick={onClearFilters}>
            <LuX /> Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
