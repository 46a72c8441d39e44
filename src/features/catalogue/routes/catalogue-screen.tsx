import { useState } from 'react';
import { LuArrowUpDown, LuFilter, LuX } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { lazyPart } from '../../../components/lazy-part';
import { PageHeading } from '../../../components/page-heading';
import { tellNotOpened } from '../../../components/toaster';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { downloadAhead } from '../../../lib/code-download';
import { useMountedOnceOpen } from '../../../lib/use-mounted-once-open';
import { AddToCartButton } from '../../cart';
import { isSoldOut } from '../api/get-product';
import { usePrefetchProducts, type ProductSummary } from '../api/list-products';
import {
  catalogueParams,
  catalogueQueryFromParams,
  hasActiveQuery,
  listQueryOf,
  needsWholeList,
  sortOf,
  withSort,
  type CatalogueQuery,
} from '../query/catalogue-query';
import { CategoryNav } from '../components/category-nav';
import { ProductCatalogue } from '../components/product-catalogue';
import styles from './catalogue-screen.module.css';

// The dialogs' code (focus trap, dialog machine) loads when a shopper reaches for a button.
const loadFilterDialog = () => import('../components/filter-dialog');
const loadSortDialog = () => import('../components/sort-dialog');
const downloadFilterDialog = downloadAhead(loadFilterDialog);
const downloadSortDialog = downloadAhead(loadSortDialog);
const FilterDialog = lazyPart(
  () => loadFilterDialog().then((module) => module.FilterDialog),
  tellNotOpened,
);
const SortDialog = lazyPart(
  () => loadSortDialog().then((module) => module.SortDialog),
  tellNotOpened,
);

type OpenDialog = 'filter' | 'sort' | null;

// Module-level, so the grid's cards keep their identity and are not rendered again.
const addToCartAction = (product: ProductSummary) =>
  isSoldOut(product) ? null : <AddToCartButton productId={product.id} />;

/** The home catalogue; its query lives in the URL so a view can be shared and reloaded. */
export function CatalogueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = catalogueQueryFromParams(searchParams);
  const { filters } = query;
  const filterMounted = useMountedOnceOpen(dialog === 'filter');
  const sortMounted = useMountedOnceOpen(dialog === 'sort');

  const prefetchProducts = usePrefetchProducts();

  const show = (next: CatalogueQuery) => {
    const params = catalogueParams(next);
    // The query the grid will request once the URL has changed, started now.
    const view = catalogueQueryFromParams(params);
    prefetchProducts(listQueryOf(view), needsWholeList(view) ? view.filters : undefined);
    setSearchParams(params);
    setDialog(null);
  };
  const clearAll = () => show({ filters: {} });

  return (
    <div className={styles.screen}>
      <PageHeading title="Products">
        <div className={styles.actions}>
          <Button
            variant="outline"
            onPointerEnter={downloadFilterDialog}
            onFocus={downloadFilterDialog}
            onClick={() => setDialog('filter')}
          >
            <LuFilter /> Filters
          </Button>
          <Button
            variant="outline"
            onPointerEnter={downloadSortDialog}
            onFocus={downloadSortDialog}
            onClick={() => setDialog('sort')}
          >
            <LuArrowUpDown /> Sort
          </Button>
          {hasActiveQuery(query) && (
            <Button variant="ghost" palette="red" onClick={clearAll}>
              <LuX /> Clear filters
            </Button>
          )}
        </div>
      </PageHeading>

      {filterMounted && (
        <FilterDialog
          open={dialog === 'filter'}
          initial={filters}
          onApply={(next) => show({ ...query, filters: next })}
          onClear={clearAll}
          onDismiss={() => setDialog(null)}
          onDownloadFailed={() => setDialog(null)}
        />
      )}
      {sortMounted && (
        <SortDialog
          open={dialog === 'sort'}
          initial={sortOf(query)}
          onApply={(sort) => show(withSort(query, sort))}
          onClose={() => setDialog(null)}
          onDownloadFailed={() => setDialog(null)}
        />
      )}

      <CategoryNav query={query} />

      <ProductCatalogue
        view={query}
        onClearFilters={clearAll}
        productHref={paths.product}
        renderAction={addToCartAction}
      />
    </div>
  );
}
