import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { clock } from '../clock';
import { db } from '../db';
import {
  anyOrigin,
  csrfCookie,
  fail,
  isSignedIn,
  readJsonObject,
  requireMutationSession,
  requireSession,
  requireStaff,
  signInSession,
  withErrors,
} from '../http';
import { ACCESS_TOKEN_TTL_MS } from '../settings';

export const authHandlers = [
  http.get(
    anyOrigin(endpoints.me.path),
    withErrors(({ request }) => {
      const session = requireSession(request);
      const signedIn = isSignedIn(session);
      return HttpResponse.json(
        { user: { is_auth: signedIn, id: signedIn ? session.user_id : null } },
        { headers: { 'Set-Cookie': csrfCookie(session) } },
      );
    }),
  ),

  http.post(
    anyOrigin(endpoints.login.path),
    withErrors(async ({ request }) => {
      const session = requireMutationSession(request);
      const body = await readJsonObject(request);
      const { username, password } = body;
      if (typeof username !== 'string' || !username || typeof password !== 'string' || !password) {
        fail(400, 'Username and password are required.');
      }
      if (isSignedIn(session)) fail(403, 'You are already signed in.');
      const user = db.user.findFirst({ where: { username: { equals: username } } });
      if (!user || user.password !== password) fail(401, 'Invalid username or password.');
      signInSession(session.id, user.id);
      return HttpResponse.json({ detail: 'Login successful' });
    }),
  ),

  http.post(
    anyOrigin(endpoints.refresh.path),
    withErrors(({ request }) => {
      const session = requireMutationSession(request);
      if (!isSignedIn(session)) fail(401, 'Refresh token is missing or expired.');
      db.session.update({
        where: { id: { equals: session.id } },
        data: { access_expires_at: clock.now() + ACCESS_TOKEN_TTL_MS },
      });
      return HttpResponse.json({ detail: 'Token refreshed' });
    }),
  ),

  http.post(
    anyOrigin(endpoints.logout.path),
    withErrors(({ request }) => {
      const { session } = requireStaff(request);
      db.session.update({
        where: { id: { equals: session.id } },
        data: { user_id: null, access_expires_at: 0, refresh_expires_at: 0 },
      });
      return HttpResponse.json({ detail: 'Logged out' });
    }),
  ),
];
