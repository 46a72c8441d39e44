import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Asks for a page's first query before the app renders (a route's `data`, router.tsx), and
 * with `pictureOf`, the picture its answer shows largest.
 */
export type AskEarly = <Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key> | undefined,
  pictureOf?: (answer: Data) => string | undefined,
) => void;

/**
 * Sends each query at once, but keeps its answer (or failure) out of the cache until the app's
 * first render has committed: a prerendered page shows its loading state, and a hydration that
 * found the answer already there would render something else than the HTML it hydrates. The
 * screen's own query joins the request in flight, so nothing is asked twice; a failure already in
 * the cache would make it ask again.
 *
 * The answer's largest picture (the page's largest paint) is fetched as soon as the answer is
 * in, while the page still hydrates, instead of once the screen renders its `<img>`, which
 * then finds it loaded.
 */
export function askEarly(queryClient: QueryClient, firstRender: Promise<void>): AskEarly {
  return (query, pictureOf) => {
    if (!query?.queryFn || typeof query.queryFn !== 'function') return;
    const send = query.queryFn;
    void queryClient.prefetchQuery({
      ...query,
      queryFn: async (context) => {
        try {
          const answer = await send(context);
          const picture = pictureOf?.(answer);
          if (picture) preloadPicture(picture);
          return answer;
        } finally {
          await firstRender;
        }
      },
    });
  };
}

function preloadPicture(url: string): void {
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: url, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
