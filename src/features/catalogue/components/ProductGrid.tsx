import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../api/list-products';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: ProductSummary[];
  /** Where a card links to, e.g. paths.product or paths.dashboard.product. */
  productHref: (id: number) => string;
  /** An optional per-card action (the shop passes its add-to-cart button). */
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** Product cards in 1 to 4 columns by width. */
export function ProductGrid({ products, productHref, renderAction }: ProductGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2, md: 3, lg: 4 }}
      gap="6"
      justifyItems="center"
    >
      {products.map((product) => (
        <li key={product.id} style={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
          <ProductCard
            product={product}
            href={productHref(product.id)}
            action={renderAction?.(product)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
