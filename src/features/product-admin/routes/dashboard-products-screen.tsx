import { Button, Stack } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { DEFAULT_SORT } from '../../../config/rules/product-filter';
import {
  filtersFromParams,
  filtersToParams,
  ProductCatalogue,
  type ProductFilters,
} from '../../catalogue';
import { ProductListControls } from '../components/product-list-controls';

/**
 * The dashboard's index: the catalogue grid, each card linking to its staff details page,
 * searched and sorted as the URL says (/dashboard?name=…&sort=asc, the catalogue's query).
 */
export default function DashboardProductsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const show = (next: ProductFilters) => setSearchParams(filtersToParams(next));

  return (
    <Stack gap="6" pb="10">
      <PageHeading title="Products">
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.dashboard.createProduct}>
            <LuPlus /> Create product
          </RouterLink>
        </Button>
      </PageHeading>
      <ProductListControls
        name={filters.name ?? ''}
        sort={filters.sort ?? DEFAULT_SORT}
        onSearch={(name) => show({ ...filters, name })}
        onSortChange={(sort) => show({ ...filters, sort })}
      />
      <ProductCatalogue
        view={{ filters }}
        onClearFilters={() => show({ sort: filters.sort })}
        productHref={paths.dashboard.product}
      />
    </Stack>
  );
}
