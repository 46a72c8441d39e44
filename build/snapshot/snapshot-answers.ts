import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { productFromResponse, productKeys } from '../../src/features/catalogue';
import type { PrefetchEarly } from '../../src/app/early-prefetch';
import type { ApiSnapshot } from './take-snapshot';

/** The snapshot as query data: the unfiltered list, and each product's details. */
function answersOf(snapshot: ApiSnapshot): Map<string, unknown> {
  const answers = new Map<string, unknown>([[hashKey(productKeys.list({})), snapshot.products]]);
  for (const [id, response] of Object.entries(snapshot.details)) {
    answers.set(hashKey(productKeys.detail(Number(id))), productFromResponse(response));
  }
  return answers;
}

/**
 * Answers a page's first query (a route's `prefetch`, router.tsx) from the snapshot, dated when
 * the build read it: the page is drawn with it, and the app asks the API again at once.
 */
export function answerFromSnapshot(queryClient: QueryClient, snapshot: ApiSnapshot): PrefetchEarly {
  const answers = answersOf(snapshot);
  return (query) => {
    const key: QueryKey | undefined = query?.queryKey;
    const hash = key && hashKey(key);
    if (!key || !hash || !answers.has(hash)) return;
    queryClient.setQueryData(key, answers.get(hash), { updatedAt: snapshot.takenAt });
  };
}
