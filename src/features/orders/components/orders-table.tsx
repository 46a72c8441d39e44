import { Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatKm } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import type { OrderSummary } from '../api/list-orders';
import { OrderStatusBadge } from './order-status-badge';

interface OrdersTableProps {
  orders: OrderSummary[];
  /** Where an order's 'View details' leads (it carries the list's page and sort). */
  orderHref: (id: number) => string;
}

export function OrdersTable({ orders, orderHref }: OrdersTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell>{formatDate(order.created_at)}</Table.Cell>
              <Table.Cell textAlign="end">{formatKm(order.total_price)}</Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={order.status} finished={order.finished} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Link asChild colorPalette="blue">
                  <RouterLink to={orderHref(order.id)}>
                    View details
                    <VisuallyHidden>
                      {' '}
                      of order #{order.id} from {formatDate(order.created_at)}
                    </VisuallyHidden>
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
