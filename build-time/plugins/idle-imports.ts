import type { BuildEnvironmentOptions } from 'vite';

type ResolveDependencies = NonNullable<
  Exclude<BuildEnvironmentOptions['modulePreload'], boolean | undefined>['resolveDependencies']
>;

/** Chunks imported when the page is idle, which nothing waits for. */
const IMPORTED_WHEN_IDLE = /(^|\/)toast-list-[\w-]+\.js$/;

/**
 * A lazy import's modulepreload links, which Vite's helper appends to the page before importing:
 * none for a chunk imported when idle (the toast list), whose own imports the browser then
 * fetches as it reads it. Its 13 links were the longest task after the first paint of /sign-in
 * (docs/performance.md, "Where the speed comes from").
 */
export const preloadsOfLazyImports: ResolveDependencies = (file, deps) =>
  IMPORTED_WHEN_IDLE.test(file) ? [] : deps;
