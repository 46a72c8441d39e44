import { parseId } from '../../lib/ids';
import { productQuery, type Product } from './api/get-product';
import { productsQuery, type ProductSummary } from './api/list-products';
import { catalogueQueryFromParams } from './catalogue-query';
import { isInCategory } from './category-choice';

/** The list the catalogue at an address with this query string shows. */
export const catalogueListQuery = (search: URLSearchParams) =>
  productsQuery(catalogueQueryFromParams(search).filters);

/** The picture of the first card the catalogue at that address shows for a list response. */
export const firstCardPicture =
  (search: URLSearchParams) =>
  (products: ProductSummary[]): string | undefined => {
    const { category } = catalogueQueryFromParams(search);
    const first = category
      ? products.find((product) => isInCategory(product, category))
      : products[0];
    return first?.image_url || undefined;
  };

/** The product a details address names; none for an id that cannot be one. */
export function productQueryFor(productId: string | undefined) {
  const id = parseId(productId);
  return id === null ? undefined : productQuery(id);
}

export const productPicture = (product: Product): string | undefined =>
  product.image_url || undefined;
