import { matchRequestUrl } from 'msw';

const ORIGIN = 'http://mock';

/**
 * Whether a request's path matches `pattern`: exact, or a pattern as MSW reads one
 * (`/api/product/:id`, `/api/*`). The query is not part of either.
 */
export function pathMatches(path: string, pattern: string): boolean {
  return matchRequestUrl(new URL(path, ORIGIN), `${ORIGIN}${pattern}`).matches;
}

/** Whether MSW can read `pattern` (`/api/:` it cannot). */
export function isPattern(pattern: string): boolean {
  try {
    pathMatches('/', pattern);
    return true;
  } catch {
    return false;
  }
}

/** What a stub's or a latency's `path` must be, said where one is refused. */
export const PATH_RULE =
  'path is a path starting with /, without a query: exact, or a pattern (/api/product/:id, /api/*).';

/** Whether `path` is one a stub or a latency can name (PATH_RULE). */
export function isPathRule(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    path.length <= 200 &&
    !/[?#]/.test(path) &&
    isPattern(path)
  );
}
