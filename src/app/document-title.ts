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
 * A route's text about its page: fixed, or read from what its screen loads (a product's name),
 * so it follows the query cache.
 */
export type RouteText = string | ((params: Params, queryClient: QueryClient) => string);

/** What a route's `handle` says of its page. */
export interface PageTexts {
  /** Its name in the browser tab, before ' · WebShop'. */
  title?: RouteText;
  /** Its meta description, which search results and link previews show (the build writes it). */
  description?: RouteText;
}

type Address = Pick<Location, 'pathname'>;

/** The deepest matched route whose handle has `text`, with the URL's params. */
function textMatch(routes: RouteObject[], location: Address, text: keyof PageTexts) {
  const deepestFirst = [...(matchRoutes(routes, location) ?? [])].reverse();
  for (const { route, params } of deepestFirst) {
    const value = (route.handle as PageTexts | undefined)?.[text];
    if (value !== undefined) return { value, params };
  }
  return undefined;
}

function read(match: ReturnType<typeof textMatch>, queryClient: QueryClient): string | undefined {
  return typeof match?.value === 'function' ? match.value(match.params, queryClient) : match?.value;
}

function titleOf(match: ReturnType<typeof textMatch>, queryClient: QueryClient): string {
  const name = read(match, queryClient);
  return name ? `${name} · ${SHOP_NAME}` : SHOP_NAME;
}

/** The tab's title at `location`. */
export function documentTitle(
  routes: RouteObject[],
  location: Address,
  queryClient: QueryClient,
): string {
  return titleOf(textMatch(routes, location, 'title'), queryClient);
}

/** The page's meta description at `location`, if its route gives one. */
export function pageDescription(
  routes: RouteObject[],
  location: Address,
  queryClient: QueryClient,
): string | undefined {
  return read(textMatch(routes, location, 'description'), queryClient);
}

/** Sets `document.title` from the deepest matched route whose `handle` has a `title`. */
export function useDocumentTitle(routes: RouteObject[]): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useMemo(() => textMatch(routes, location, 'title'), [routes, location]);

  const readTitle = () => titleOf(current, queryClient);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const title = useSyncExternalStore(subscribe, readTitle, readTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
