import { http, matchRequestUrl } from 'msw';
import { endpoints, isMutating, type EndpointName } from '../../src/config/endpoints';
import { AUTH_COOKIES, expired, jsonWithCookies } from '../auth/response-cookies';
import { anyOrigin, DETAILS, errorResponse, withErrors } from '../http/responses';
import { loginResponse, meResponse } from '../handlers/auth';
import { authCookies, expireRefreshToken, forgetAccessToken, issueCsrfToken } from '../auth/tokens';
import type { ScenarioGroup } from './types';

/** The calls that need a signed-in user (the "staff" rows of the contract). */
export const STAFF_ENDPOINTS: EndpointName[] = [
  'getUser',
  'updateUser',
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'listOrders',
  'getOrder',
  'setOrderStatus',
];

export const SERVER_ERROR_DETAIL = 'The server failed to handle the request. Please try again.';

export function isStaffCall(request: Request): boolean {
  const url = new URL(request.url);
  return STAFF_ENDPOINTS.some(
    (name) =>
      endpoints[name].method === request.method &&
      matchRequestUrl(url, anyOrigin(endpoints[name].path)).matches,
  );
}

const staffCall = ({ request }: { request: Request }) => isStaffCall(request);

/** `*\/api/*` also matches the dev server's modules: only real API paths count. */
const isApiPath = (request: Request) => new URL(request.url).pathname.startsWith('/api/');

/**
 * A staff call's 401 once the access token expired: the mock forgets the token, and the response
 * removes its cookie, as the browser drops an expired cookie. `alsoRefresh` expires the refresh
 * token too, so the refresh that follows gets 401 "Refresh token expired".
 */
function expireAccess(request: Request, alsoRefresh: boolean): Response {
  const cookies = authCookies(request);
  forgetAccessToken(cookies.access);
  if (alsoRefresh) expireRefreshToken(cookies.refresh);
  return jsonWithCookies(
    request,
    { detail: DETAILS.notAuthorized },
    [expired(AUTH_COOKIES.access)],
    401,
  );
}

/** The one staff call of a one-shot session scenario; the scenario retires once it responded. */
function nextStaffCall(alsoRefresh: boolean, retire: () => void) {
  return http.all(
    staffCall,
    ({ request }) => {
      retire();
      return expireAccess(request, alsoRefresh);
    },
    { once: true },
  );
}

const noop = () => undefined;

export const authScenarios: ScenarioGroup = {
  'session-expired': {
    description:
      'One-shot: the next staff call gets 401 (the access token expired); the refresh succeeds and the call is retried. Then it is off.',
    handlers: (retire = noop) => [nextStaffCall(false, retire)],
  },
  'refresh-fails': {
    description:
      'One-shot: the next staff call gets 401 and the refresh gets 401 "Refresh token expired" (the refresh token is forgotten): the user is signed out. Then it is off.',
    handlers: (retire = noop) => [nextStaffCall(true, retire)],
  },
  'cookies-blocked': {
    description:
      "The browser drops the sign-in's cookies, as browsers that block third-party cookies do when the API is on another site: the login responds 200, and the session is still a guest's.",
    handlers: () => [
      http.post(
        anyOrigin(endpoints.login.path),
        withErrors(({ request }) => loginResponse(request, false)),
      ),
    ],
  },
  'strict-csrf': {
    description:
      'A server that checks CSRF: a POST, PATCH or DELETE without an X-XSRF-TOKEN equal to the csrftoken cookie gets 403 (me issues the cookie to a visitor without one).',
    handlers: () => [
      // A CSRF-checking server hands the token out before the first form: on `me`.
      http.get(
        anyOrigin(endpoints.me.path),
        withErrors(async ({ request }) => {
          const response = meResponse(request);
          if (authCookies(request).csrf) return response;
          return jsonWithCookies(
            request,
            await response.json(),
            [issueCsrfToken()],
            response.status,
          );
        }),
      ),
      http.all(anyOrigin('/api/*'), ({ request }) => {
        if (!isApiPath(request) || !isMutating(request.method)) return undefined;
        const token = request.headers.get('X-XSRF-TOKEN');
        if (token && token === authCookies(request).csrf) return undefined;
        return errorResponse(403, DETAILS.csrf);
      }),
    ],
  },
  'server-error': {
    description: 'Every mutating API call (POST, PATCH, DELETE) gets 500 with a detail.',
    handlers: () => [
      http.all(anyOrigin('/api/*'), ({ request }) =>
        isMutating(request.method) ? errorResponse(500, SERVER_ERROR_DETAIL) : undefined,
      ),
    ],
  },
};
