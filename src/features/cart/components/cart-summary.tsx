import { HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatKm } from '../../../lib/format';

interface CartSummaryProps {
  originalPrice: number;
  total: number;
  /** Shown above the totals (e.g. the checkout's list of items). */
  items?: ReactNode;
  /** The call to action under the totals (e.g. the 'Proceed to Checkout' link). */
  children?: ReactNode;
}

export function CartSummary({ originalPrice, total, items, children }: CartSummaryProps) {
  return (
    <Stack
      as="section"
      aria-label="Order summary"
      gap="4"
      p="6"
      borderWidth="1px"
      rounded="lg"
      bg="bg.subtle"
      // Beside a long list on a wide screen, the totals and the next step stay in view.
      position={{ lg: 'sticky' }}
      top="20"
    >
      <Heading as="h2" size="lg">
        Order summary
      </Heading>
      {items}
      <HStack justify="space-between">
        <Text color="fg.muted">Original price</Text>
        <Text>{formatKm(originalPrice)}</Text>
      </HStack>
      <Separator />
      <HStack justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Total</Text>
        <Text>{formatKm(total)}</Text>
      </HStack>
      {children}
    </Stack>
  );
}
