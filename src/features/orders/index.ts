export { useOrders, type OrderSummary } from './api/list-orders';
export { useOrder } from './api/get-order';
export { orderKeys } from './api/order-keys';
export { OrderStatusBadge } from './components/OrderStatusBadge';
