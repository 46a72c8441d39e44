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
  /** Matched by the names and categories only: the descriptions' index is still being built. */
  byNamesOnly?: boolean;
}

interface Answered extends SearchMatches {
  products: readonly ProductSummary[];
  words: string;
}

/**
 * The products that match `words`, best first; all of them, as they are, without words.
 * `namesFirst`: while the whole index is being built, an answer from the names' index (soon
 * after the first key) comes first, and the whole index's after it.
 */
export function useSearchMatches(
  products: ProductSummary[] | undefined,
  words: string | undefined,
  { namesFirst = false } = {},
): SearchMatches {
  const [answered, setAnswered] = useState<Answered>();
  useEffect(() => {
    if (!products || !words) return undefined;
    let current = true;
    const answer = (result: Omit<Answered, 'products' | 'words'>) => {
      if (current) setAnswered({ products, words, ...result });
    };
    loadProductIndex()
      .then(({ answerMatches }) =>
        answerMatches(products, words, {
          namesFirst,
          stillAsked: () => current,
          answer: (matches, byNamesOnly) => answer({ matches, failed: false, byNamesOnly }),
        }),
      )
      .catch(() => answer({ failed: true }));
    return () => {
      current = false;
    };
  }, [products, words, namesFirst]);

  if (!words || !products) return { matches: products, failed: false };
  const isCurrent = answered?.products === products && answered.words === words;
  if (!isCurrent) return { failed: false };
  const { matches, failed, byNamesOnly } = answered;
  return { matches, failed, byNamesOnly };
}
