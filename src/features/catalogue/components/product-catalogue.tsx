import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { LuX } from 'react-icons/lu';
import { productsQuery, type ProductFilters, type ProductSummary } from '../api/list-products';
import { narrowsList } from '../catalogue-query';
import { isInCategory, type CategoryChoice } from '../category-choice';
import { ProductGrid } from './product-grid';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { classes } from '../../../components/ui/palette';
import styles from './product-catalogue.module.css';

export interface ProductCatalogueProps {
  filters?: ProductFilters;
  /** Keeps this category's products of the same response: choosing one requests nothing. */
  category?: CategoryChoice;
  /** Offered as 'Clear filters' when the filters leave no product. */
  onClearFilters?: () => void;
  productHref: (id: number) => string;
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** Loads the product list and shows it with its loading, error and empty states. */
export function ProductCatalogue({
  filters = {},
  category,
  onClearFilters,
  productHref,
  renderAction,
}: ProductCatalogueProps) {
  const { category: type, subCategory } = category ?? {};
  // One function per category, so the selection (and the grid's cards) stay as they are.
  const selectCategory = useCallback(
    (products: ProductSummary[]) =>
      type
        ? products.filter((product) => isInCategory(product, { category: type, subCategory }))
        : products,
    [type, subCategory],
  );
  // A new filter keeps the current cards (dimmed, aria-busy) until its response arrives: no
  // spinner flash, and cards that stay in the result are updated instead of mounted again.
  const {
    data: response,
    isError,
    isPlaceholderData,
  } = useQuery({
    ...productsQuery(filters),
    placeholderData: keepPreviousData,
    select: selectCategory,
  });
  // A query's response renders at once, in one task; the cards are drawn instead in a background
  // render that gives the main thread back every few milliseconds (at once, it was one long task
  // on a phone: docs/performance.md, "Start-up work on the main thread"). Until then the previous
  // cards (or the loading state) stay, marked busy.
  const products = useDeferredValue(response);
  const drawing = products !== response;
  // A list already shown (the page's own) stays when a refresh fails; another filter's does not.
  if (isError && (response === undefined || isPlaceholderData)) {
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
      <ProductGrid products={products} productHref={productHref} renderAction={renderAction} />
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
