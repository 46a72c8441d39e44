import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './stock-keys';

/** A cart line's product: the cart response does not say how many are left. */
function getStock(productId: number) {
  return apiRequest<{ product: { quantity?: number } }>('getProduct', {
    params: { id: productId },
  });
}

/** The products of the cart that are sold out (stock 0, or gone), by product id. */
export function useSoldOutProducts(productIds: number[]): Set<number> {
  return useQueries({
    queries: productIds.map((id) => ({
      queryKey: stockKeys.product(id),
      queryFn: async () => (await getStock(id)).product.quantity ?? 0,
    })),
    combine: (results) => new Set(productIds.filter((_, index) => results[index].data === 0)),
  });
}
