import type { PriceOrder } from '../../../config/rules/product-filter';
import type { ProductSummary } from '../api/list-products';

/** The products by price, cheapest or dearest first; equal prices keep their order. */
export function orderedByPrice(products: ProductSummary[], order: PriceOrder): ProductSummary[] {
  const direction = order === 'price_asc' ? 1 : -1;
  return [...products].sort((a, b) => (a.price - b.price) * direction);
}
