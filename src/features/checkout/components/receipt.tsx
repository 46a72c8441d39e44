import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { formatKm } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import type { Receipt as PlacedOrder } from '../receipts/receipt-store';
import { OrderItems } from './order-items';

function AmountRow({ label, amount, bold }: { label: string; amount: number; bold?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={bold ? 'bold' : undefined}>
      <Text as="dt" color={bold ? undefined : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd">{formatKm(amount)}</Text>
    </Flex>
  );
}

interface ReceiptProps {
  receipt: PlacedOrder;
  /** The receipt's heading level: h2 under a page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** Buttons under the receipt (left out of a printed page). */
  actions?: ReactNode;
}

/** One placed order as this device kept it: when, what, for how much, and to whom. */
export function Receipt({ receipt, headingLevel = 'h2', actions }: ReceiptProps) {
  const headingId = useId();
  const { name, last_name, phone, address, email } = receipt.customer;
  const subheading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '6' }}
      css={{ breakInside: 'avoid' }}
    >
      <Stack gap="4">
        <Heading as={headingLevel} id={headingId} size="md">
          Order placed {formatDateTime(receipt.placedAt)}
        </Heading>
        <OrderItems items={receipt.items} />
        <Stack as="dl" gap="2" borderTopWidth="1px" pt="3">
          <AmountRow label="Original price" amount={receipt.originalPrice} />
          <AmountRow label="Total" amount={receipt.total} bold />
        </Stack>
        <Stack gap="1">
          <Heading as={subheading} size="sm">
            Delivery details
          </Heading>
          <Text>
            {name} {last_name}
          </Text>
          <Text>{phone}</Text>
          <Text whiteSpace="pre-line">{address}</Text>
          {email && <Text wordBreak="break-all">{email}</Text>}
        </Stack>
        {actions && <Box _print={{ display: 'none' }}>{actions}</Box>}
      </Stack>
    </Box>
  );
}
