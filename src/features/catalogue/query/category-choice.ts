import {
  PRODUCT_TYPES,
  isProductType,
  productTypeOf,
  type CategoryName,
  type ProductType,
} from '../../../config/rules/categories';
import type { ProductListQuery, ProductSummary } from '../api/list-products';

/**
 * The category a shopper browses, kept in the catalogue's URL as production stores it
 * (lowercase): `?category=technology&sub_category=laptops`.
 */
export interface CategoryChoice {
  category: ProductType;
  subCategory?: string;
}

const CATEGORY_PARAM = 'category';
const SUB_CATEGORY_PARAM = 'sub_category';

/** The URL query keys of a category choice: they pick from the same list as `/`. */
export const CATEGORY_QUERY_KEYS: readonly string[] = [CATEGORY_PARAM, SUB_CATEGORY_PARAM];

/** The category of the URL, if it names one of the shop's (a sub-category only within it). */
export function categoryFromParams(params: URLSearchParams): CategoryChoice | undefined {
  const category = params.get(CATEGORY_PARAM)?.trim().toLowerCase() ?? '';
  if (!isProductType(category)) return undefined;
  const subCategory = params.get(SUB_CATEGORY_PARAM)?.trim().toLowerCase() ?? '';
  const subCategories: readonly string[] = PRODUCT_TYPES[category];
  return subCategories.includes(subCategory) ? { category, subCategory } : { category };
}

export function setCategoryParams(params: URLSearchParams, choice?: CategoryChoice): void {
  if (!choice) return;
  params.set(CATEGORY_PARAM, choice.category);
  if (choice.subCategory) params.set(SUB_CATEGORY_PARAM, choice.subCategory);
}

/** The category as the list is asked for it: the same names as the URL's. */
export function categoryQuery(
  choice?: CategoryChoice,
): Pick<ProductListQuery, 'category' | 'sub_category'> {
  if (!choice) return {};
  const { category, subCategory } = choice;
  return subCategory ? { category, sub_category: subCategory } : { category };
}

/**
 * Production's list cannot filter by category, but each entry carries it: from a whole list the
 * catalogue keeps the entries of the chosen one. Sub-categories are stored as sent, so case does
 * not count.
 */
export function isInCategory(product: ProductSummary, choice: CategoryChoice): boolean {
  const sameAs = (stored: string | undefined, chosen: string) => stored?.toLowerCase() === chosen;
  return (
    sameAs(product.product_type, choice.category) &&
    (!choice.subCategory || sameAs(product.product_sub_type, choice.subCategory))
  );
}

/** The choice of a category (and sub-category) as the spec names them, e.g. 'Bags & Backpacks'. */
export function categoryChoice(category: CategoryName, subCategory?: string): CategoryChoice {
  return {
    category: productTypeOf(category),
    ...(subCategory ? { subCategory: subCategory.toLowerCase() } : {}),
  };
}
