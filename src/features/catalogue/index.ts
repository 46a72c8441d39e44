export {
  useProduct,
  productQuery,
  productFromResponse,
  isProductNotFound,
  PRODUCT_NOT_FOUND,
  type Product,
  type ProductResponse,
} from './api/get-product';
export type { ProductFilters, ProductSummary } from './api/list-products';
export { productKeys } from './api/product-keys';
export { filtersFromParams, filtersToParams } from './catalogue-query';
export { ProductCatalogue } from './components/product-catalogue';
export { catalogueHref, categoryHref } from './catalogue-query';
export { CATEGORY_QUERY_KEYS, isInCategory, type CategoryChoice } from './category-choice';
export {
  catalogueListQuery,
  firstCardPicture,
  productPicture,
  productQueryFor,
} from './route-queries';
export { CatalogueScreen } from './routes/catalogue-screen';
export type { ProductDetailsScreenProps } from './routes/product-details-screen';
export { rememberBuildSnapshot } from './snapshot-pages';
export { firstPageOf, snapshotPageFile, type SnapshotPage } from './snapshot-page-files';
