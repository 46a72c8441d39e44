export { ordersQueryKey, useOrders, type OrderSummary } from './api/list-orders';
export { orderQueryKey, useOrder } from './api/get-order';
export { OrderStatusBadge } from './components/OrderStatusBadge';
