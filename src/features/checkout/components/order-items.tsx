import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatKm } from '../../../lib/format';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { lineTotal, type CartItem } from '../../cart';

type OrderLine = Pick<CartItem, 'product_id' | 'name' | 'image_url' | 'price' | 'quantity'>;

/** What is being ordered, or was: the checkout's short list, and a receipt's. */
export function OrderItems({ items }: { items: OrderLine[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Order items">
      {items.map((item) => (
        <HStack as="li" key={item.product_id} gap="3">
          <LineThumbnail url={item.image_url} name={item.name} width="12" height="12" />
          <Stack gap="0" flex="1">
            <Text fontWeight="medium">{item.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.quantity} × {formatKm(item.price)}
            </Text>
          </Stack>
          <Text fontWeight="semibold">{formatKm(lineTotal(item))}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
