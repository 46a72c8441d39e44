import { useEffect, useState } from 'react';
import { downloadCode } from '../../../lib/code-download';
import type { ProductSummary } from '../api/list-products';

/** The search's code (MiniSearch, the index) comes when a search is first asked for. */
export const loadProductIndex = downloadCode(() => import('./product-index'));

export interface SearchMatches {
  /** The products that match, best first; undefined while the search is on its way. */
  matches?: ProductSummary[];
  /** The search's code could not be downloaded. */
  failed: boolean;
}

interface Answered {
  products: readonly ProductSummary[];
  words: string;
  matches?: ProductSummary[];
  failed: boolean;
}

/** The products that match `words`, best first; all of them, as they are, without words. */
export function useSearchMatches(
  products: ProductSummary[] | undefined,
  words: string | undefined,
): SearchMatches {
  const [answered, setAnswered] = useState<Answered>();
  useEffect(() => {
    if (!products || !words) return undefined;
    let current = true;
    const answer = (result: Omit<Answered, 'products' | 'words'>) => {
      if (current) setAnswered({ products, words, ...result });
    };
    loadProductIndex()
      .then(async ({ indexOf, matchesIn }) => {
        const index = await indexOf(products);
        // Keys typed while the index was built wait for it together: only the last words count.
        if (current) answer({ matches: matchesIn(index, products, words), failed: false });
      })
      .catch(() => answer({ failed: true }));
    return () => {
      current = false;
    };
  }, [products, words]);

  if (!words || !products) return { matches: products, failed: false };
  const isCurrent = answered?.products === products && answered.words === words;
  return isCurrent ? { matches: answered.matches, failed: answered.failed } : { failed: false };
}
