/**
 * The attribute that marks `#root` as holding the page the build prerendered for the current
 * address, without a query (build-time/prerender/): the app then hydrates it instead of rendering
 * afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on `#root` by the page's guard (build-time/prerender/page-html.ts) when the address has a
 * query: the page's parts drawn from its own data (the catalogue's list) are hidden, as the query
 * may ask for other data, until the app has rendered afresh.
 */
export const OTHER_QUERY_ATTRIBUTE = 'data-other-query';
