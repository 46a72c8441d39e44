/** The spec's categories and sub-categories as shown; stored lowercase. */
export const CATEGORIES = {
  Technology: ['Smartphones', 'Laptops', 'Other'],
  Clothing: ['T-Shirts', 'Jeans', 'Other'],
  Accessories: ['Bags & Backpacks', 'Watches', 'Other'],
  Tools: ['Hand Tools', 'Power Tools', 'Other'],
} as const;

export type CategoryName = keyof typeof CATEGORIES;

export const categoryNames = Object.keys(CATEGORIES) as CategoryName[];

/** A category as stored: production's product type (its enum, exactly these, lowercase). */
export type ProductType = Lowercase<CategoryName>;

const lowercase = <Text extends string>(text: Text) => text.toLowerCase() as Lowercase<Text>;

/** A category as stored, from its name as shown. */
export const productTypeOf = (name: CategoryName): ProductType => lowercase(name);

/** Each product type with its sub-categories, as production stores them. */
export const PRODUCT_TYPES = Object.fromEntries(
  categoryNames.map((name) => [lowercase(name), CATEGORIES[name].map(lowercase)]),
) as Record<ProductType, Lowercase<string>[]>;

export function isProductType(value: string): value is ProductType {
  return Object.hasOwn(PRODUCT_TYPES, value);
}

/** The sub-categories, as shown, of a stored (lowercase) category. */
export function subCategoriesOf(categoryValue: string): readonly string[] {
  const name = categoryNames.find((category) => lowercase(category) === categoryValue);
  return name ? CATEGORIES[name] : [];
}
