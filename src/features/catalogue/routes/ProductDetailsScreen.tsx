import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProductDetailsScreenProps {
  /** Staff see these (Edit and Delete) instead of Add to cart. */
  renderStaffActions?: (product: { id: number }) => ReactNode;
}

export function ProductDetailsScreen(_props: ProductDetailsScreenProps) {
  return <Heading as="h1">Product</Heading>;
}
