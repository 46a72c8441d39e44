export {
  useProducts,
  productsQuery,
  productsQueryKey,
  type ProductSummary,
  type ProductFilters,
} from './api/list-products';
export {
  useProduct,
  productQuery,
  productQueryKey,
  PRODUCT_NOT_FOUND,
  type Product,
} from './api/get-product';
export { ProductCard, type ProductCardProps } from './components/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export { ProductCatalogue, type ProductCatalogueProps } from './components/ProductCatalogue';
export { ProductImagePlaceholder } from './components/ProductImagePlaceholder';
