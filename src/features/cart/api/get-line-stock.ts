import { useQueries } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** A cart line's product: the cart answer does not say how many are left. */
function getStock(productId: number) {
  return apiRequest<{ product: { quantity?: number } }>('getProduct', {
    params: { id: productId },
  });
}

/** The products of the cart that are sold out (stock 0, or gone), by product id. */
export function useSoldOutProducts(productIds: number[]): Set<number> {
  return useQueries({
    queries: productIds.map((id) => ({
      queryKey: ['stock', id] as const,
      queryFn: async () => unwrap(await getStock(id)).product.quantity ?? 0,
    })),
    combine: (results) => new Set(productIds.filter((_, index) => results[index].data === 0)),
  });
}
