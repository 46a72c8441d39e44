import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { firstPageOf, productFromResponse, productKeys } from '../../src/features/catalogue';
import type { PrefetchEarly } from '../../src/app/early-prefetch';
import type { ApiSnapshot, ProductDetails } from './take-snapshot';

/** What the build knows for one page: the catalogue's list, and a product page's product. */
export interface PageSnapshot extends Pick<ApiSnapshot, 'takenAt' | 'products'> {
  details?: ProductDetails;
}

/**
 * The page's snapshot as query data, each made when its query asks: the unfiltered list's first
 * page, and the product's details. A product page never makes the list's, which would otherwise
 * stay in memory with each page's query client while the build draws tens of thousands.
 */
function answersOf({ products, details }: PageSnapshot): Map<string, () => unknown> {
  const answers = new Map<string, () => unknown>([
    [hashKey(productKeys.list({})), () => firstPageOf(products)],
  ]);
  if (details) {
    const key = productKeys.detail(details.product.id);
    answers.set(hashKey(key), () => productFromResponse(details));
  }
  return answers;
}

/**
 * Answers a page's first query (a route's `prefetch`, router.tsx) from the snapshot, dated when
 * the build read it: the page is drawn with it, and the app asks the API again at once.
 */
export function answerFromSnapshot(queryClient: QueryClient, page: PageSnapshot): PrefetchEarly {
  const answers = answersOf(page);
  return (query) => {
    const key: QueryKey | undefined = query?.queryKey;
    const hash = key && hashKey(key);
    const answer = hash && answers.get(hash);
    if (!key || !answer) return;
    queryClient.setQueryData(key, answer(), { updatedAt: page.takenAt });
  };
}
