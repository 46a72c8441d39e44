import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { clock } from '../clock';
import { db, type SessionRecord } from '../db';
import { anyOrigin, DETAILS, fail, withErrors } from '../http';
import {
  csrfCookie,
  hasValidAccess,
  hasValidRefresh,
  optionalMutationSession,
  optionalSession,
  requireCsrf,
  requireSession,
  signInSession,
  signOutSession,
} from '../session';
import { ACCESS_TOKEN_TTL_MS } from '../settings';
import { readBody, RequestChecks } from '../validation';

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

/** What production's `me` answers without auth cookies: a guest is id 0. */
export const GUEST_USER = {
  id: 0,
  name: 'Guest',
  username: 'guest123',
  email: 'template',
  is_auth: false,
} as const;

const LOGIN_FIELDS = { username: 'str', password: 'str' } as const;

function signedInUser(session: SessionRecord) {
  if (!hasValidAccess(session)) return undefined;
  return db.user.findFirst({ where: { id: { equals: session.user_id! } } }) ?? undefined;
}

function me(session: SessionRecord | undefined): Response {
  if (!session) return HttpResponse.json({ user: GUEST_USER });
  const headers = { 'Set-Cookie': csrfCookie(session) };
  const user = signedInUser(session);
  if (user) {
    const { id, name, username, email } = user;
    return HttpResponse.json({ user: { id, name, username, email, is_auth: true } }, { headers });
  }
  // Only the refresh token is valid: production's "expired access cookie" answer.
  if (hasValidRefresh(session)) {
    return HttpResponse.json({ detail: AUTH_DETAILS.loggedOut }, { status: 401, headers });
  }
  return HttpResponse.json({ user: GUEST_USER }, { headers });
}

export const authHandlers = [
  http.get(
    anyOrigin(endpoints.me.path),
    withErrors(({ request }) => me(optionalSession(request))),
  ),

  http.post(
    anyOrigin(endpoints.login.path),
    withErrors(async ({ request }) => {
      const session = requireSession(request, DETAILS.missingSession);
      requireCsrf(request, session);
      const checks = new RequestChecks();
      const { username, password } = checks.body(LOGIN_FIELDS, await readBody(request));
      checks.done();
      if (hasValidAccess(session)) fail(403, AUTH_DETAILS.alreadyLoggedIn);
      const user = db.user.findFirst({ where: { username: { equals: username } } });
      if (!user || user.password !== password) fail(401, AUTH_DETAILS.invalidCredentials);
      signInSession(session.id, user.id);
      return HttpResponse.json(
        { message: AUTH_DETAILS.loggedIn },
        { headers: { 'Set-Cookie': csrfCookie(session) } },
      );
    }),
  ),

  http.post(
    anyOrigin(endpoints.refresh.path),
    withErrors(({ request }) => {
      const session = optionalMutationSession(request);
      if (!session || session.user_id === null) fail(403, AUTH_DETAILS.loggedOut);
      if (hasValidAccess(session)) fail(403, AUTH_DETAILS.cannotRefresh);
      if (!hasValidRefresh(session)) {
        // Production forgets an expired refresh token: the next refresh finds none.
        signOutSession(session.id);
        fail(401, AUTH_DETAILS.refreshExpired);
      }
      db.session.update({
        where: { id: { equals: session.id } },
        data: { access_expires_at: clock.now() + ACCESS_TOKEN_TTL_MS },
      });
      return HttpResponse.json({ message: AUTH_DETAILS.refreshed });
    }),
  ),

  http.post(
    anyOrigin(endpoints.logout.path),
    withErrors(({ request }) => {
      const session = optionalMutationSession(request);
      if (!session || !(hasValidAccess(session) || hasValidRefresh(session))) {
        fail(403, AUTH_DETAILS.alreadyLoggedOut);
      }
      signOutSession(session.id);
      return HttpResponse.json({ message: AUTH_DETAILS.loggedOutNow });
    }),
  ),
];
