import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { nextTask } from '../lib/next-task';
import type { PictureSources } from '../lib/picture-sources';

/**
 * Prefetches a page's first query before the app renders (a route's `prefetch`, router.tsx),
 * and with `pictureOf`, the picture its response shows largest.
 */
export type PrefetchEarly = <Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key> | undefined,
  pictureOf?: (response: Data) => PictureSources | undefined,
) => void;

/**
 * Sends each query at once, but keeps its response (or failure) out of the cache until the app's
 * first render has committed: a prerendered page shows its loading state, and a hydration that
 * found the response already there would render something else than the HTML it hydrates. The
 * screen's own query joins the request in flight, so nothing is requested twice; a failure
 * already in the cache would make it request again.
 *
 * The response's largest picture (the page's largest paint) is fetched as soon as the response
 * is in, while the page still hydrates, instead of once the screen renders its `<img>`, which
 * then finds it loaded.
 */
export function prefetchEarly(queryClient: QueryClient, firstRender: Promise<void>): PrefetchEarly {
  let sent: Promise<void> | undefined;
  return (query, pictureOf) => {
    if (!query?.queryFn || typeof query.queryFn !== 'function') return;
    const send = query.queryFn;
    const prefetch = () =>
      void queryClient.prefetchQuery({
        ...query,
        queryFn: async (context) => {
          try {
            const response = await send(context);
            const picture = pictureOf?.(response);
            if (picture) preloadPicture(picture);
            return response;
          } finally {
            await firstRender;
          }
        },
      });
    // The first at once; each other in a task of its own, as preparing a call takes a few
    // milliseconds on a phone (the client's interceptors, the request): sent together, or by
    // the first render's effects, they made one long task.
    sent = sent ? sent.then(nextTask).then(prefetch) : Promise.resolve(prefetch());
  };
}

/** Preloads the picture as its <img> will ask for it: the width the browser picks, if any. */
function preloadPicture({ src, srcSet, sizes }: PictureSources): void {
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    href: src,
    fetchpriority: 'high',
    ...(srcSet && sizes && { imagesrcset: srcSet, imagesizes: sizes }),
  };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
