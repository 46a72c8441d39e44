export {
  useProduct,
  productQuery,
  isProductNotFound,
  PRODUCT_NOT_FOUND,
  type Product,
} from './api/get-product';
export { productKeys } from './api/product-keys';
export { ProductCatalogue } from './components/product-catalogue';
