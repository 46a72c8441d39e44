export {
  useProduct,
  productQuery,
  isProductNotFound,
  PRODUCT_NOT_FOUND,
  type Product,
} from './api/get-product';
export type { ProductFilters } from './api/list-products';
export { productKeys } from './api/product-keys';
export { filtersFromParams, filtersToParams } from './catalogue-query';
export { ProductCatalogue } from './components/product-catalogue';
export { catalogueHref, categoryHref } from './catalogue-query';
export {
  catalogueListQuery,
  firstCardPicture,
  productPicture,
  productQueryFor,
} from './route-queries';
export { CatalogueScreen } from './routes/catalogue-screen';
export type { ProductDetailsScreenProps } from './routes/product-details-screen';
