import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { formatKm } from '../../../lib/format';
import { parseId } from '../../../lib/ids';
import { useOrder } from '../api/get-order';
import { OrderItemRow } from '../components/order-item-row';
import { OrderStatusActions } from '../components/order-status-actions';
import { ErrorState, LoadingState } from '../../../components/query-states';

function BackToOrders() {
  return (
    <Link asChild colorPalette="blue" fontSize="sm">
      <RouterLink to={paths.dashboard.orders}>Back to orders</RouterLink>
    </Link>
  );
}

function OrderNotFound() {
  return (
    <Stack gap="4" align="center" py="10" textAlign="center">
      <Heading as="h1" size="xl">
        Order not found
      </Heading>
      <Text color="fg.muted">There is no order with this number.</Text>
      <BackToOrders />
    </Stack>
  );
}

function OrderDetail({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);

  if (order.isPending) {
    return <LoadingState>Loading order...</LoadingState>;
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
    return <ErrorState>Failed to load the order: {failureMessage(order.error)}</ErrorState>;
  }
  return (
    <Stack gap="6">
      <BackToOrders />
      <Heading as="h1" size="2xl">
        Order #{orderId}
      </Heading>
      <Box as="ul" listStyleType="none" aria-label="Order items">
        {order.data.items.map((item, index) => (
          <OrderItemRow key={`${item.name}-${index}`} item={item} />
        ))}
      </Box>
      <Box as="section" aria-labelledby="order-summary" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" id="order-summary" size="md" mb="2">
          Order summary
        </Heading>
        <Flex justify="space-between" fontWeight="bold">
          <Text>Total</Text>
          <Text>{formatKm(order.data.order_total)}</Text>
        </Flex>
      </Box>
      <OrderStatusActions orderId={orderId} />
    </Stack>
  );
}

export default function OrderDetailScreen() {
  const orderId = parseId(useParams().orderId);
  return orderId === null ? <OrderNotFound /> : <OrderDetail orderId={orderId} />;
}
