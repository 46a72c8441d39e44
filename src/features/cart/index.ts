export { useCart, cartUnitCount, type Cart, type CartItem } from './api/get-cart';
export { cartKeys } from './api/cart-keys';
export { useAddToCart } from './api/add-to-cart';
export { AddToCartButton } from './components/AddToCartButton';
export { lineTotal, itemsTotal } from './api/cart-math';
export { EmptyCart } from './components/EmptyCart';
export { CartSummary } from './components/CartSummary';
