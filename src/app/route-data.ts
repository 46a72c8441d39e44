import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Asks for a page's first query before the app renders (a route's `data`, router.tsx). */
export type AskEarly = <Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key> | undefined,
) => void;

/**
 * Sends each query at once, but keeps its answer out of the cache until the app's first
 * render has committed: a prerendered page shows its loading state, and a hydration that found
 * the answer already there would render something else than the HTML it hydrates. The screen's
 * own query joins the request in flight, so nothing is asked twice.
 */
export function askEarly(queryClient: QueryClient, firstRender: Promise<void>): AskEarly {
  return (query) => {
    if (!query?.queryFn || typeof query.queryFn !== 'function') return;
    const send = query.queryFn;
    void queryClient.prefetchQuery({
      ...query,
      queryFn: async (context) => {
        const [answer] = await Promise.all([send(context), firstRender]);
        return answer;
      },
    });
  };
}
