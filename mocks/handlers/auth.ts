import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { clock } from '../data/clock';
import { AUTH_COOKIES, expired, jsonWithCookies } from '../auth/response-cookies';
import { db } from '../data/db';
import { anyOrigin, fail, withErrors } from '../http/responses';
import {
  authCookies,
  findRefreshToken,
  forgetAccessToken,
  forgetRefreshToken,
  issueAccessToken,
  signIn,
  userOfAccessToken,
} from '../auth/tokens';
import { readBody, RequestChecks } from '../http/validation';

/** Production's texts of the auth calls. */
export const AUTH_DETAILS = {
  loggedIn: 'Successfully logged in',
  alreadyLoggedIn: 'Already logged in',
  invalidCredentials: 'Invalid credentials',
  loggedOut: 'You are logged out',
  refreshed: 'Successfully refreshed',
  cannotRefresh: 'Cannot refresh',
  refreshExpired: 'Refresh token expired',
  loggedOutNow: 'Successfully logged out',
  alreadyLoggedOut: 'Already logged out',
} as const;

/** What production's `me` returns without auth cookies: a guest is id 0. */
export const GUEST_USER = {
  id: 0,
  name: 'Guest',
  username: 'guest123',
  email: 'template',
  is_auth: false,
} as const;

const LOGIN_FIELDS = { username: 'str', password: 'str' } as const;

/**
 * `me` as production serves it: a valid access cookie is its user; a refresh cookie without a
 * valid access cookie is 401 (the access cookie expired); no auth cookie is the guest.
 */
export function meResponse(request: Request): Response {
  const cookies = authCookies(request);
  const user = userOfAccessToken(cookies.access);
  if (user) {
    const { id, name, username, email } = user;
    return HttpResponse.json({ user: { id, name, username, email, is_auth: true } });
  }
  if (cookies.refresh) fail(401, AUTH_DETAILS.loggedOut);
  return HttpResponse.json({ user: GUEST_USER });
}

/**
 * Production's login: it reads no session id and checks no CSRF token. `cookiesKept: false`
 * plays a browser that drops the response's cookies (third-party cookies blocked).
 */
export async function loginResponse(request: Request, cookiesKept = true): Promise<Response> {
  const checks = new RequestChecks();
  const { username, password } = checks.body(LOGIN_FIELDS, await readBody(request));
  checks.done();
  // Any access cookie, valid or not, as production.
  if (authCookies(request).access) fail(403, AUTH_DETAILS.alreadyLoggedIn);
  const user = db.user.findFirst({ where: { username: { equals: username } } });
  if (!user || user.password !== password) fail(401, AUTH_DETAILS.invalidCredentials);
  const cookies = signIn(user.id);
  return jsonWithCookies(request, { message: AUTH_DETAILS.loggedIn }, cookiesKept ? cookies : []);
}

export const authHandlers = [
  http.get(
    anyOrigin(endpoints.me.path),
    withErrors(({ request }) => meResponse(request)),
  ),

  http.post(
    anyOrigin(endpoints.login.path),
    withErrors(({ request }) => loginResponse(request)),
  ),

  http.post(
    anyOrigin(endpoints.refresh.path),
    withErrors(({ request }) => {
      const cookies = authCookies(request);
      if (!cookies.refresh) fail(403, AUTH_DETAILS.loggedOut);
      if (userOfAccessToken(cookies.access)) fail(403, AUTH_DETAILS.cannotRefresh);
      const refresh = findRefreshToken(cookies.refresh);
      // A dead refresh cookie is also removed, so a browser does not send it again and again.
      const dropRefresh = [expired(AUTH_COOKIES.refresh)];
      if (!refresh) {
        return jsonWithCookies(request, { detail: AUTH_DETAILS.cannotRefresh }, dropRefresh, 403);
      }
      if (refresh.expires_at <= clock.now()) {
        // Production forgets an expired refresh token: the next refresh finds none.
        forgetRefreshToken(refresh.id);
        return jsonWithCookies(request, { detail: AUTH_DETAILS.refreshExpired }, dropRefresh, 401);
      }
      // The refresh token is not rotated: only a new access cookie.
      return jsonWithCookies(request, { message: AUTH_DETAILS.refreshed }, [
        issueAccessToken(refresh.user_id),
      ]);
    }),
  ),

  http.post(
    anyOrigin(endpoints.logout.path),
    withErrors(({ request }) => {
      const cookies = authCookies(request);
      if (!cookies.access && !cookies.refresh) fail(403, AUTH_DETAILS.alreadyLoggedOut);
      forgetAccessToken(cookies.access);
      forgetRefreshToken(cookies.refresh);
      // csrftoken stays, as production leaves it.
      return jsonWithCookies(request, { message: AUTH_DETAILS.loggedOutNow }, [
        expired(AUTH_COOKIES.access),
        expired(AUTH_COOKIES.refresh),
      ]);
    }),
  ),
];
