import { Alert, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useProducts, type ProductFilters, type ProductSummary } from '../api/list-products';
import { ProductGrid } from './ProductGrid';

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
  const { data: products, isPending, isError } = useProducts(filters);
  if (isPending) {
    return (
      <Center py="16">
        <VStack role="status" gap="3">
          <Spinner size="lg" color="blue.500" />
          <Text color="fg.muted">Loading products...</Text>
        </VStack>
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>Failed to load products.</Alert.Title>
      </Alert.Root>
    );
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
  return <ProductGrid products={products} productHref={productHref} renderAction={renderAction} />;
}
