export {
  useProducts,
  productsQueryKey,
  type ProductSummary,
  type ProductFilters,
} from './api/list-products';
export { useProduct, productQueryKey, type Product } from './api/get-product';
