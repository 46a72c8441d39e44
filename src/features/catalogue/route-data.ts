import { parseId } from '../../lib/ids';
import { productQuery } from './api/get-product';
import { productsQuery } from './api/list-products';
import { catalogueQueryFromParams } from './catalogue-query';

/** The list the catalogue at an address with this query string shows. */
export const catalogueListQuery = (search: URLSearchParams) =>
  productsQuery(catalogueQueryFromParams(search).filters);

/** The product a details address names; none for an id that cannot be one. */
export function productQueryFor(productId: string | undefined) {
  const id = parseId(productId);
  return id === null ? undefined : productQuery(id);
}
