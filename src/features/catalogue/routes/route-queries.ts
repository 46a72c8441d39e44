import { parseId } from '../../../lib/ids';
import { pictureSources, type PictureSources } from '../../../lib/picture-sources';
import { productQuery, type Product } from '../api/get-product';
import { entriesOf, productListQuery, type ProductList } from '../api/list-products';
import { catalogueQueryFromParams, listQueryOf } from '../query/catalogue-query';
import { isInCategory } from '../query/category-choice';
import { CARD_PICTURE_SIZES, DETAILS_PICTURE_SIZES } from '../components/product-picture';

/** The first page of the list the catalogue at an address with this query string shows. */
export const catalogueListQuery = (search: URLSearchParams) =>
  productListQuery(listQueryOf(catalogueQueryFromParams(search)));

/** The picture of the first card the catalogue at that address shows for a list answer. */
export const firstCardPicture =
  (search: URLSearchParams) =>
  (list: ProductList): PictureSources | undefined => {
    const { category } = catalogueQueryFromParams(search);
    const products = entriesOf(list);
    const first = category
      ? products.find((product) => isInCategory(product, category))
      : products[0];
    return first?.image_url ? pictureSources(first.image_url, CARD_PICTURE_SIZES) : undefined;
  };

/** The product a details address names; none for an id that cannot be one. */
export function productQueryFor(productId: string | undefined) {
  const id = parseId(productId);
  return id === null ? undefined : productQuery(id);
}

export const productPicture = (product: Product): PictureSources | undefined =>
  product.image_url ? pictureSources(product.image_url, DETAILS_PICTURE_SIZES) : undefined;
