import { Box, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { SoldOutBadge } from '../../../components/sold-out-badge';
import { formatKm } from '../../../lib/format';
import { lineTotal } from '../api/cart-math';
import type { CartItem } from '../api/get-cart';

interface CartLineProps {
  item: CartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  removing: boolean;
  /** No stock left: the line can be removed, not increased or ordered. */
  soldOut: boolean;
}

export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  removing,
  soldOut,
}: CartLineProps) {
  return (
    <HStack
      as="li"
      aria-label={item.name}
      gap="4"
      py="4"
      borderBottomWidth="1px"
      align="center"
      wrap={{ base: 'wrap', sm: 'nowrap' }}
    >
      <Box w="20" h="20" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted">
        {item.image_url && (
          <Image src={item.image_url} alt={item.name} w="full" h="full" fit="cover" />
        )}
      </Box>
      <Stack gap="1" flex="1" minW="40">
        <Text fontWeight="semibold">{item.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatKm(item.price)} each
        </Text>
        {soldOut && <SoldOutBadge />}
      </Stack>
      <HStack gap="2">
        <IconButton
          aria-label={`Decrease quantity of ${item.name}`}
          size="sm"
          variant="outline"
          onClick={onDecrease}
          disabled={item.quantity <= 1 || removing}
        >
          <LuMinus />
        </IconButton>
        <Text minW="8" textAlign="center">
          {item.quantity}
        </Text>
        <IconButton
          aria-label={`Increase quantity of ${item.name}`}
          size="sm"
          variant="outline"
          onClick={onIncrease}
          disabled={removing || soldOut}
        >
          <LuPlus />
        </IconButton>
      </HStack>
      <Text minW="28" textAlign="end" fontWeight="semibold">
        {formatKm(lineTotal(item))}
      </Text>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        onClick={onRemove}
        loading={removing}
        disabled={removing}
        aria-label={`Remove ${item.name}`}
      >
        <LuTrash2 /> Remove
      </Button>
    </HStack>
  );
}
