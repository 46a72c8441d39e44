export {
  useProducts,
  productsQuery,
  type ProductSummary,
  type ProductFilters,
} from './api/list-products';
export { useProduct, productQuery, PRODUCT_NOT_FOUND, type Product } from './api/get-product';
export { productKeys } from './api/product-keys';
export { ProductCard, type ProductCardProps } from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { ProductCatalogue, type ProductCatalogueProps } from './components/ProductCatalogue';
export { ProductImagePlaceholder } from './components/ProductImagePlaceholder';
