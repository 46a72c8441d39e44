import { Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuArrowUpDown, LuFilter, LuX } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { DEFAULT_SORT } from '../../../config/rules/product-filter';
import { useMountedOnceOpen } from '../../../lib/use-mounted-once-open';
import { AddToCartButton } from '../../cart';
import { isSoldOut } from '../api/get-product';
import {
  usePrefetchProducts,
  type ProductFilters,
  type ProductSummary,
} from '../api/list-products';
import {
  fieldsFromFilters,
  filtersFromFields,
  filtersFromParams,
  filtersToParams,
  hasActiveQuery,
} from '../catalogue-query';
import { ProductCatalogue } from '../components/product-catalogue';

// The dialogs' code (focus trap, dialog machine) loads when a shopper reaches for a button.
const loadFilterDialog = () => import('../components/filter-dialog');
const loadSortDialog = () => import('../components/sort-dialog');
const FilterDialog = lazy(() =>
  loadFilterDialog().then((module) => ({ default: module.FilterDialog })),
);
const SortDialog = lazy(() => loadSortDialog().then((module) => ({ default: module.SortDialog })));

type OpenDialog = 'filter' | 'sort' | null;

// Module-level, so the grid's cards keep their identity and are not rendered again.
const addToCartAction = (product: ProductSummary) =>
  isSoldOut(product) ? null : <AddToCartButton productId={product.id} />;

/** The home catalogue; its query lives in the URL so a view can be shared and reloaded. */
export function CatalogueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const filters = filtersFromParams(searchParams);
  const filterMounted = useMountedOnceOpen(dialog === 'filter');
  const sortMounted = useMountedOnceOpen(dialog === 'sort');

  const prefetchProducts = usePrefetchProducts();

  const show = (next: ProductFilters) => {
    const params = filtersToParams(next);
    // The query the grid will ask for once the URL has changed, started now.
    prefetchProducts(filtersFromParams(params));
    setSearchParams(params);
    setDialog(null);
  };

  return (
    <Stack gap="6" pb="10">
      <PageHeading title="Products">
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            onPointerEnter={loadFilterDialog}
            onFocus={loadFilterDialog}
            onClick={() => setDialog('filter')}
          >
            <LuFilter /> Filters
          </Button>
          <Button
            variant="outline"
            onPointerEnter={loadSortDialog}
            onFocus={loadSortDialog}
            onClick={() => setDialog('sort')}
          >
            <LuArrowUpDown /> Sort
          </Button>
          {hasActiveQuery(filters) && (
            <Button variant="ghost" colorPalette="red" onClick={() => show({})}>
              <LuX /> Clear filters
            </Button>
          )}
        </HStack>
      </PageHeading>

      <Suspense fallback={null}>
        {filterMounted && (
          <FilterDialog
            open={dialog === 'filter'}
            initial={fieldsFromFilters(filters)}
            onApply={(fields) => show(filtersFromFields(fields, filters.sort))}
            onClear={() => show({})}
            onDismiss={() => setDialog(null)}
          />
        )}
        {sortMounted && (
          <SortDialog
            open={dialog === 'sort'}
            initial={filters.sort ?? DEFAULT_SORT}
            onApply={(sort) => show({ ...filters, sort })}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>

      <ProductCatalogue
        filters={filters}
        productHref={paths.product}
        renderAction={addToCartAction}
      />
    </Stack>
  );
}
