import { getResponse, http, matchRequestUrl, type RequestHandler } from 'msw';
import { isMutating } from '../../src/config/endpoints';
import { resizeRequestOf } from '../pictures/resizer-urls';
import { storagePaths } from '../storage/handlers';
import type { SharedDb } from './shared-db';

/** Calls that read or change the mock's data: the API's, the storage service's, the resizers'. */
function usesData(request: Request): boolean {
  const url = new URL(request.url);
  return (
    url.pathname.startsWith('/api/') ||
    matchRequestUrl(url, storagePaths.any).matches ||
    resizeRequestOf(url) !== null
  );
}

/**
 * The routes behind one handler that responds to each call on the data all tabs share: alone
 * among the tabs, on the newest stored data, and stored before its response goes out when it
 * changes data.
 */
export function onSharedData(routes: RequestHandler[], shared: SharedDb): RequestHandler {
  return http.all('*', ({ request }) => {
    const respond = () => getResponse(routes, request);
    return usesData(request) ? shared.run(respond, isMutating(request.method)) : respond();
  });
}
