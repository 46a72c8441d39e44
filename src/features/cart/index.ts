export { cartQuery, cartUnitCount, useCart, type Cart, type CartItem } from './api/get-cart';
export { cartKeys } from './api/cart-keys';
export { AddToCartButton } from './components/add-to-cart-button';
export { lineTotal, itemsTotal } from './api/cart-math';
export { EmptyCart } from './components/empty-cart';
export { CartSummary } from './components/cart-summary';
