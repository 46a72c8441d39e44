import { PRODUCT_GRID_PAGE_SIZE } from '../../../config/constants';
import type { ProductPage, ProductSummary } from '../api/list-products';
import type { CategoryChoice } from '../query/category-choice';

/**
 * The catalogue's pages as the build reads them from the API, shared by the build that writes
 * them and the app that reads them: `/` carries its own first page in its HTML, and each
 * category view's first page is a file beside it.
 */

/** A category view's first page, as its file holds it. */
export interface SnapshotPage {
  /** When the build read the API (ms since 1970). */
  takenAt: number;
  page: ProductPage;
}

/** The folder of the category views' files, under the site's base path. */
export const SNAPSHOT_PAGES_FOLDER = 'catalogue';

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** The file of a category view, e.g. `catalogue/accessories--bags-backpacks.json`. */
export const snapshotPageFile = ({ category, subCategory }: CategoryChoice) =>
  `${SNAPSHOT_PAGES_FOLDER}/${category}${subCategory ? `--${slug(subCategory)}` : ''}.json`;

/** A list entry with what a card shows and the catalogue filters by: no description. */
const cardEntry = ({
  id,
  product_name,
  price,
  image_url,
  quantity,
  product_type,
  product_sub_type,
}: ProductSummary): ProductSummary => ({
  id,
  product_name,
  price,
  image_url,
  quantity,
  product_type,
  product_sub_type,
});

/**
 * A view's first page as an API that pages answers it: the cards it draws and the count 'Show
 * more' needs, whatever the catalogue's size, not the whole list.
 */
export const firstPageOf = (products: ProductSummary[]): ProductPage => ({
  items: products.slice(0, PRODUCT_GRID_PAGE_SIZE).map(cardEntry),
  total: products.length,
  limit: PRODUCT_GRID_PAGE_SIZE,
  offset: 0,
});
