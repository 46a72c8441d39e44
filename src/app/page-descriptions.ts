import type { Product } from '../features/catalogue';
import { formatKm } from '../lib/format';

/** The pages' meta descriptions: what search results and link previews show of each. */
export const PAGE_DESCRIPTIONS = {
  home: 'WebShop sells technology, clothing, accessories and tools, priced in BAM (KM). Browse by category, filter by price and order online.',
  cart: 'Your WebShop cart: change quantities, then check out.',
  signIn: "Sign in to WebShop's staff dashboard.",
  product: 'A product of WebShop, priced in BAM (KM).',
} as const;

/** Search results cut a description at about this length. */
const DESCRIPTION_LENGTH = 160;

/** A product's description for search results: its name, price and the start of its text. */
export function productSummary(product: Pick<Product, 'product_name' | 'price' | 'description'>) {
  const summary =
    `${product.product_name}, ${formatKm(product.price)}. ${product.description ?? ''}`
      .replace(/\s+/g, ' ')
      .trim();
  if (summary.length <= DESCRIPTION_LENGTH) return summary;
  const cut = summary.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')) || cut}…`;
}
