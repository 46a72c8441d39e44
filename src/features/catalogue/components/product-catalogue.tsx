import { useDeferredValue, type ReactNode } from 'react';
import { LuX } from 'react-icons/lu';
import type { ProductFilters, ProductSummary } from '../api/list-products';
import { narrowsList } from '../catalogue-query';
import type { CategoryChoice } from '../category-choice';
import { useCatalogueList } from '../hooks/use-catalogue-list';
import { ProductGrid } from './product-grid';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { classes } from '../../../components/ui/palette';
import styles from './product-catalogue.module.css';

export interface ProductCatalogueProps {
  filters?: ProductFilters;
  /** The category shown: the API's pages of it, or its products picked from a whole list. */
  category?: CategoryChoice;
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
  filters = {},
  category,
  onClearFilters,
  productHref,
  renderAction,
}: ProductCatalogueProps) {
  const {
    products: listed,
    more,
    isError,
    isPlaceholderData,
  } = useCatalogueList({
    filters,
    category,
  });
  // A query's response renders at once, in one task; the cards are drawn instead in a background
  // render that gives the main thread back every few milliseconds (at once, it was one long task
  // on a phone: docs/performance.md, "Start-up work on the main thread"). Until then the previous
  // cards (or the loading state) stay, marked busy.
  const products = useDeferredValue(listed);
  const drawing = products !== listed;
  // A list already shown (the page's own) stays when a refresh fails; another filter's does not.
  if (isError && (listed === undefined || isPlaceholderData)) {
    return <ErrorState>Failed to load products.</ErrorState>;
  }
  if (products === undefined) {
    return <LoadingState>Loading products...</LoadingState>;
  }
  if (products.length === 0) {
    return narrowsList({ filters, category }) ? (
      <NoMatchingProducts onClearFilters={onClearFilters} />
    ) : (
      <div className={styles.message}>
        <p className={styles.messageText}>Web shop is empty</p>
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

function NoMatchingProducts({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <div className={styles.message}>
      <div role="status" className={styles.noMatch}>
        <p className={styles.messageText}>No products match your filters</p>
        {onClearFilters && (
          <Button variant="outline" onClick={onClearFilters}>
            <LuX /> Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
