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
