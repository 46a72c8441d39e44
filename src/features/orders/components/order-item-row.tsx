import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatKm } from '../../../lib/format';
import { pictureSources } from '../../../lib/picture-sources';
import { lineTotal } from '../../cart';
import type { OrderItem } from '../api/get-order';

export function OrderItemRow({ item }: { item: OrderItem }) {
  return (
    <HStack as="li" gap="4" py="3" borderBottomWidth="1px" align="center">
      <Box flexShrink={0} w="20" h="16" rounded="md" overflow="hidden" bg="bg.muted">
        {item.image && (
          <Image
            {...pictureSources(item.image, '5rem')}
            alt={item.name}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
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
