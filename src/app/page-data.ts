import { hydrate, type QueryClient } from '@tanstack/react-query';
import { CATEGORY_QUERY_KEYS, rememberBuildSnapshot } from '../features/catalogue';

/**
 * A prerendered page carries the query data it was drawn with, from the build's snapshot of the
 * API, as JSON no browser executes (`<script type="application/json">`, written by
 * build-time/prerender/page-data-script.ts: the Content Security Policy stays hash-only). The app
 * restores it before its first render, so hydration draws the same page, and asks the API again
 * at once: the data is as old as the build.
 */
export const PAGE_DATA_ID = 'page-data';

/**
 * Puts the page's data into the cache, stale (dated when the build read it), so every screen
 * showing it requests it again. Not when the address asks for other data: filters, or the demo's
 * settings (a scenario, a seed size). A category page keeps `/`'s first page for the way back
 * to `/`, and draws its own from the build's file of it until the API answers.
 */
export function restorePageData(
  queryClient: QueryClient,
  search = new URLSearchParams(window.location.search),
  page: Document = document,
): void {
  if ([...search.keys()].some((key) => !CATEGORY_QUERY_KEYS.includes(key))) return;
  const element = page.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
    rememberBuildSnapshot();
  } catch {
    // Unreadable data draws nothing: the screens load from the API as without a snapshot.
  }
}
