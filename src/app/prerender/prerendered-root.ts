/**
 * The attribute that marks `#root` as holding the page the build prerendered for the current
 * address, without a query (src/app/prerender/): the app then hydrates it instead of rendering
 * afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
