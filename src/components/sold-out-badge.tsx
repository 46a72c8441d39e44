import { Badge } from '@chakra-ui/react';

/** Marks a product with no stock: it cannot be added to a cart or ordered. */
export function SoldOutBadge() {
  return (
    <Badge colorPalette="red" variant="solid" size="md" alignSelf="flex-start">
      Sold out
    </Badge>
  );
}
