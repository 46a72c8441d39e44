import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '../../src/app/page-data';

/**
 * The page's queries as the build drew them (only loaded ones), as HTML: JSON no browser runs,
 * which the app restores before its first render (`restorePageData`, src/app/page-data.ts).
 */
export function pageDataScript(queryClient: QueryClient): string {
  const state = dehydrate(queryClient);
  if (state.queries.length === 0) return '';
  // `<` escaped, so no text in the data can close the element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
