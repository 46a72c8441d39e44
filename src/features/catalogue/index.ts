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
export { useSearchMatches } from './search/use-search-matches';
export { useWholeList } from './api/use-whole-list';
export { productKeys } from './api/product-keys';
export { filtersFromParams, filtersToParams } from './query/catalogue-query';
export { ProductCatalogue } from './components/product-catalogue';
export { catalogueHref, categoryHref, searchHref, searchWordsOf } from './query/catalogue-query';
export { CATEGORY_QUERY_KEYS, isInCategory, type CategoryChoice } from './query/category-choice';
export {
  catalogueListQuery,
  firstCardPicture,
  productPicture,
  productQueryFor,
} from './routes/route-queries';
export { CatalogueScreen } from './routes/catalogue-screen';
export type { ProductDetailsScreenProps } from './routes/product-details-screen';
export { rememberBuildSnapshot } from './snapshot/snapshot-pages';
export { firstPageOf, snapshotPageFile, type SnapshotPage } from './snapshot/snapshot-page-files';
