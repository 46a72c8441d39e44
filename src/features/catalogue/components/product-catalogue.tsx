import { Box, Center, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productsQuery, type ProductFilters, type ProductSummary } from '../api/list-products';
import { ProductGrid } from './product-grid';
import { ErrorState, LoadingState } from '../../../components/query-states';

export interface ProductCatalogueProps {
  filters?: ProductFilters;
  productHref: (id: number) => string;
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** Loads the product list and shows it with its loading, error and empty states. */
export function ProductCatalogue({
  filters = {},
  productHref,
  renderAction,
}: ProductCatalogueProps) {
  // A new filter keeps the current cards (dimmed, aria-busy) until its answer arrives: no
  // spinner flash, and cards that stay in the result are updated instead of mounted again.
  const {
    data: products,
    isPending,
    isError,
    isPlaceholderData,
  } = useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
  if (isPending) {
    return <LoadingState>Loading products...</LoadingState>;
  }
  if (isError) {
    return <ErrorState>Failed to load products.</ErrorState>;
  }
  if (products.length === 0) {
    return (
      <Center py="16">
        <Text fontSize="lg" color="fg.muted">
          Web shop is empty
        </Text>
      </Center>
    );
  }
  return (
    <Box aria-busy={isPlaceholderData} opacity={isPlaceholderData ? 0.6 : 1}>
      <ProductGrid products={products} productHref={productHref} renderAction={renderAction} />
    </Box>
  );
}
