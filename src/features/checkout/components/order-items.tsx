import { HStack, Image, Box, Stack, Text } from '@chakra-ui/react';
import { formatKm } from '../../../lib/format';
import { pictureSources } from '../../../lib/picture-sources';
import { lineTotal, type CartItem } from '../../cart';

/** The checkout's short list of what is being ordered. */
export function OrderItems({ items }: { items: CartItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Order items">
      {items.map((item) => (
        <HStack as="li" key={item.id} gap="3">
          <Box w="12" h="12" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted">
            {item.image_url && (
              <Image
                {...pictureSources(item.image_url, '3rem')}
                alt={item.name}
                w="full"
                h="full"
                fit="cover"
              />
            )}
          </Box>
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
