import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatKm } from '../../../lib/format';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { lineTotal } from '../../cart';
import type { OrderItem } from '../api/get-order';

export function OrderItemRow({ item }: { item: OrderItem }) {
  return (
    <HStack as="li" gap="4" py="3" borderBottomWidth="1px" align="center">
      <LineThumbnail url={item.image} name={item.name} width="20" height="16" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {item.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Quantity: {item.quantity}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatKm(item.price)} each
        </Text>
      </Stack>
      <Text fontWeight="semibold">{formatKm(lineTotal(item))}</Text>
    </HStack>
  );
}
