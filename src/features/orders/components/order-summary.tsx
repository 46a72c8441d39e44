import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatKm } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useOrderSummary } from '../api/get-order-summary';
import { OrderStatusBadge } from './order-status-badge';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="4">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Flex>
  );
}

/**
 * The order's date and current status, from the order list, and its total from the detail.
 * Date and status show once the list's response is in; without it the total stands alone.
 */
export function OrderSummary({ orderId, total }: { orderId: number; total: number }) {
  const { data: listed } = useOrderSummary(orderId);
  return (
    <Box as="section" aria-labelledby="order-summary" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" id="order-summary" size="md" mb="3">
        Order summary
      </Heading>
      <Stack as="dl" gap="2">
        {listed && (
          <>
            <SummaryRow label="Date">{formatDate(listed.created_at)}</SummaryRow>
            <SummaryRow label="Status">
              <OrderStatusBadge status={listed.status} finished={listed.finished} />
            </SummaryRow>
          </>
        )}
        <Flex justify="space-between" fontWeight="bold" borderTopWidth={listed ? '1px' : 0} pt="2">
          <Text as="dt">Total</Text>
          <Text as="dd">{formatKm(total)}</Text>
        </Flex>
      </Stack>
    </Box>
  );
}
