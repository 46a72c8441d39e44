import { PRODUCT_TYPES, type ProductType } from '../../src/config/rules/categories';
import {
  firstPageOf,
  isInCategory,
  snapshotPageFile,
  type CategoryChoice,
  type ProductSummary,
  type SnapshotPage,
} from '../../src/features/catalogue';

/** Every category, and each of its sub-categories: the catalogue's category views. */
function categoryChoices(): CategoryChoice[] {
  return Object.entries(PRODUCT_TYPES).flatMap(([category, subCategories]) => [
    { category: category as ProductType },
    ...subCategories.map((subCategory) => ({ category: category as ProductType, subCategory })),
  ]);
}

/**
 * Each category view's first page from the build's snapshot, as a file beside the pages: `/`
 * carries only its own first page, and a category page opened while the API sleeps reads its
 * own (src/features/catalogue/snapshot/snapshot-pages.ts).
 */
export function cataloguePageFiles(list: { takenAt: number; products: ProductSummary[] }) {
  return categoryChoices().map((choice) => {
    const products = list.products.filter((product) => isInCategory(product, choice));
    const file: SnapshotPage = { takenAt: list.takenAt, page: firstPageOf(products) };
    return { fileName: snapshotPageFile(choice), source: JSON.stringify(file) };
  });
}
