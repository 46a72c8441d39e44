import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  matchRoutes,
  useLocation,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom';

const SHOP_NAME = 'WebShop';

/**
 * A route's name in the browser tab, before ' · WebShop': fixed, or read from what its screen
 * loads (a product's name), so it follows the query cache.
 */
export type RouteTitle = string | ((params: Params, queryClient: QueryClient) => string);

/** Sets `document.title` from the deepest matched route whose `handle` has a `title`. */
export function useDocumentTitle(routes: RouteObject[]): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useMemo(() => titledMatch(routes, location), [routes, location]);

  const readTitle = () => {
    const name =
      typeof current?.title === 'function'
        ? current.title(current.params, queryClient)
        : current?.title;
    return name ? `${name} · ${SHOP_NAME}` : SHOP_NAME;
  };
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const title = useSyncExternalStore(subscribe, readTitle, readTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The deepest matched route that names its page, with the URL's params. */
function titledMatch(routes: RouteObject[], location: Location) {
  const deepestFirst = [...(matchRoutes(routes, location) ?? [])].reverse();
  for (const { route, params } of deepestFirst) {
    const title = (route.handle as { title?: RouteTitle } | undefined)?.title;
    if (title !== undefined) return { title, params };
  }
  return undefined;
}
