import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ORDERS_PAGE_SIZE } from '../../../config/constants';
import { failureMessage } from '../../../lib/api-client';
import { useOrders } from '../api/list-orders';
import { OrderSortSelect } from '../components/order-sort-select';
import { OrdersPagination } from '../components/orders-pagination';
import { OrdersTable } from '../components/orders-table';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { useAnnounceViewChange } from '../../../components/announcer';
import { ErrorState, LoadingState } from '../../../components/query-states';

const NO_ORDERS = 'No orders yet';

/** What a screen reader hears when another page or sort of orders shows. */
function pageText(page: number, lastPage: number, total: number): string {
  if (total === 0) return NO_ORDERS;
  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = Math.min(page * ORDERS_PAGE_SIZE, total);
  return `Page ${page} of ${lastPage}: orders ${first} to ${last} of ${total}`;
}

export default function OrderListScreen() {
  const { page, sort, sortAsc, setPage, setSort, clampPage, orderHref } = useOrderListParams();
  const orders = useOrders({ page, sortAsc });
  const total = orders.data?.total_orders ?? 0;
  const lastPage = Math.ceil(total / ORDERS_PAGE_SIZE);
  const pastTheEnd = orders.isSuccess && !orders.isPlaceholderData && total > 0 && page > lastPage;

  useEffect(() => {
    if (pastTheEnd) clampPage(lastPage);
  }, [pastTheEnd, lastPage, clampPage]);
  const shown = orders.isSuccess && !orders.isPlaceholderData && !pastTheEnd;
  useAnnounceViewChange(`${page}:${sort}`, shown ? pageText(page, lastPage, total) : undefined);

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          Orders
        </Heading>
        <OrderSortSelect value={sort} onChange={setSort} />
      </Flex>
      {orders.isPending && <LoadingState>Loading orders...</LoadingState>}
      {orders.isError && (
        <ErrorState>Failed to load orders: {failureMessage(orders.error)}</ErrorState>
      )}
      {orders.isSuccess && total === 0 && (
        <Text color="fg.muted" textAlign="center" py="10">
          {NO_ORDERS}
        </Text>
      )}
      {orders.isSuccess && total > 0 && (
        <>
          <OrdersTable orders={orders.data.orders} orderHref={orderHref} />
          <Flex justify="center">
            <OrdersPagination totalOrders={total} page={page} onPageChange={setPage} />
          </Flex>
        </>
      )}
    </Stack>
  );
}
