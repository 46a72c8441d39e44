import { Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { PRODUCT_GRID_PAGE_SIZE } from '../../../config/constants';
import type { ProductSummary } from '../api/list-products';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: ProductSummary[];
  /** Where a card links to, e.g. paths.product or paths.dashboard.product. */
  productHref: (id: number) => string;
  /** An optional per-card action (the shop passes its add-to-cart button). */
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** Product cards in 1 to 4 columns by width; a page of cards at a time, then 'Show more'. */
export function ProductGrid({ products, productHref, renderAction }: ProductGridProps) {
  // Back to one page whenever the list itself changes (a new filter or sort).
  const [shown, setShown] = useState({ products, count: PRODUCT_GRID_PAGE_SIZE });
  const count = shown.products === products ? shown.count : PRODUCT_GRID_PAGE_SIZE;
  const visible = products.slice(0, count);
  return (
    <Stack gap="6">
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, md: 3, lg: 4 }}
        gap="6"
        justifyItems="center"
      >
        {visible.map((product) => (
          <li key={product.id} style={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
            <ProductCard
              product={product}
              href={productHref(product.id)}
              action={renderAction?.(product)}
            />
          </li>
        ))}
      </SimpleGrid>
      {count < products.length && (
        <Center>
          <Stack align="center" gap="2">
            <Text fontSize="sm" color="fg.muted">
              Showing {count} of {products.length} products
            </Text>
            <Button
              variant="outline"
              onClick={() => setShown({ products, count: count + PRODUCT_GRID_PAGE_SIZE })}
            >
              Show more
            </Button>
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
