import type { ProductType } from '../../../src/config/rules/categories';
import { PRODUCT_MAX_LENGTHS } from '../../../src/config/rules/product';
import { toCents } from '../../../src/lib/money';
import { productImage } from '../../pictures/seed-picture-urls';
import { accessoriesKinds } from './accessories';
import { clothingKinds } from './clothing';
import type { CategoryKinds, Pick, ProductKind } from './product-kind';
import { technologyKinds } from './technology';
import { toolsKinds } from './tools';

const KINDS: Record<ProductType, CategoryKinds> = {
  technology: technologyKinds,
  clothing: clothingKinds,
  accessories: accessoriesKinds,
  tools: toolsKinds,
};

/** About what a card shows on its two lines: a longer name is cut there, so a shorter is taken. */
const CARD_NAME_LENGTH = 40;
/** Tries for a name no earlier product has; a very large seed repeats names after that. */
const NAME_TRIES = 5;

export interface SeedProduct {
  product_name: string;
  description: string;
  price: number;
  image_url: string;
}

export function kindsOf(productType: ProductType, subType: string): readonly ProductKind[] {
  const kinds = Object.hasOwn(KINDS[productType], subType) ? KINDS[productType][subType] : [];
  if (kinds.length === 0) throw new Error(`The seed sells nothing in ${productType}/${subType}.`);
  return kinds;
}

/** A price as shops write them: 1,299.00, 349.90, 24.99. */
function priceOf(pick: Pick, [min, max]: ProductKind['price']): number {
  const whole = pick.int(min, max);
  const step = whole >= 1000 ? 50 : whole >= 100 ? 10 : 1;
  const rounded = step > 1 ? Math.max(min, Math.round(whole / step) * step - 1) : whole;
  return toCents(rounded + pick.one([0.99, 0.9, 0]));
}

function nameOf(pick: Pick, kind: ProductKind, colour: string, taken: Set<string>): string {
  let name = '';
  for (let attempt = 0; attempt < NAME_TRIES && (!name || taken.has(name)); attempt += 1) {
    const names = kind.names(pick, colour);
    name =
      names.find((candidate) => candidate.length <= CARD_NAME_LENGTH) ??
      names.find((candidate) => candidate.length <= PRODUCT_MAX_LENGTHS.product_name) ??
      names.at(-1)!;
  }
  taken.add(name);
  return name;
}

/**
 * A believable product of a sub-category: a kind it sells, a colour of that kind, a name, a
 * description and a price that belong together, and the kind's picture in that colour.
 * `taken` holds the names given so far, which the next products avoid.
 */
export function makeSeedProduct(
  pick: Pick,
  productType: ProductType,
  subType: string,
  taken: Set<string>,
): SeedProduct {
  const kind = pick.one(kindsOf(productType, subType));
  const colour = pick.one(kind.colours);
  const description = kind.description
    .map((sentences) => pick.one(sentences))
    .join(' ')
    .replaceAll('{colour}', colour.name.toLowerCase());
  return {
    product_name: nameOf(pick, kind, colour.name, taken),
    description,
    price: priceOf(pick, kind.price),
    image_url: productImage({ category: productType, kind: kind.picture, colour: colour.hex }),
  };
}
