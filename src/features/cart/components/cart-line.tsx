import { Box, Button, Grid, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
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

/** A phone shows two rows (name and Remove, then quantity and price); wider screens one. */
export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  removing,
  soldOut,
}: CartLineProps) {
  return (
    <Grid
      as="li"
      aria-label={item.name}
      templateColumns={{
        base: '4rem minmax(0, 1fr) auto',
        md: '5rem minmax(0, 1fr) auto 7rem auto',
      }}
      templateAreas={{
        base: '"image info remove" "image quantity total"',
        md: '"image info quantity total remove"',
      }}
      columnGap="4"
      rowGap="2"
      py="4"
      borderBottomWidth="1px"
      alignItems="center"
    >
      <Box
        gridArea="image"
        alignSelf="start"
        aspectRatio="square"
        rounded="md"
        overflow="hidden"
        bg="bg.muted"
      >
        {item.image_url && (
          <Image src={item.image_url} alt={item.name} w="full" h="full" fit="cover" />
        )}
      </Box>
      <Stack gridArea="info" gap="1">
        <Text fontWeight="semibold">{item.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatKm(item.price)} each
        </Text>
        {soldOut && <SoldOutBadge />}
      </Stack>
      <HStack gridArea="quantity" gap="2">
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
      <Text gridArea="total" textAlign="end" fontWeight="semibold">
        {formatKm(lineTotal(item))}
      </Text>
      <Button
        gridArea="remove"
        justifySelf="end"
        alignSelf={{ base: 'start', md: 'center' }}
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
    </Grid>
  );
}
