import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { parseId } from '../../../lib/ids';
import { useOrder } from '../api/get-order';
import { OrderCustomer } from '../components/order-customer';
import { OrderItemRow } from '../components/order-item-row';
import { OrderStatusActions } from '../components/order-status-actions';
import { OrderSummary } from '../components/order-summary';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { ErrorState, LoadingState } from '../../../components/query-states';

/** Back to the order list's page and sort this order was opened from. */
function BackToOrders() {
  const { listHref } = useOrderListParams();
  return (
    <Link asChild colorPalette="blue" fontSize="sm">
      <RouterLink to={listHref}>Back to orders</RouterLink>
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
  const { listHref } = useOrderListParams();

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
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Box as="ul" listStyleType="none" aria-label="Order items">
          {order.data.items.map((item, index) => (
            <OrderItemRow key={`${item.name}-${index}`} item={item} />
          ))}
        </Box>
        <Stack gap="4">
          <OrderSummary orderId={orderId} total={order.data.order_total} />
          {order.data.customer && <OrderCustomer customer={order.data.customer} />}
          <OrderStatusActions orderId={orderId} listHref={listHref} />
        </Stack>
      </Grid>
    </Stack>
  );
}

export default function OrderDetailScreen() {
  const orderId = parseId(useParams().orderId);
  return orderId === null ? <OrderNotFound /> : <OrderDetail orderId={orderId} />;
}
