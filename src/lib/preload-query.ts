import {
  partialMatchKey,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * Starts a query before the screen that shows it has rendered (a route's preload). A plain
 * prefetch whose answer comes before that screen mounts is asked for again as it mounts: its
 * data is stale at once, and a failure is retried. Here the first screen to show the query takes
 * the answer as it is, data or failure; the query's own options hold again from the next render,
 * and for every later mount. (Defaults match keys partially, so they are lifted at the first
 * screen that shows any query they reach.)
 */
export function preloadQuery<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  const { queryKey } = options;
  queryClient.setQueryDefaults(queryKey, { staleTime: Infinity, retryOnMount: false });
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !partialMatchKey(event.query.queryKey, queryKey)) return;
    stopWatching();
    queryClient.setQueryDefaults(queryKey, {});
  });
  void queryClient.prefetchQuery(options);
}
