import { clock } from './clock';
import { db, type SessionRecord, type UserRecord } from './db';
import { DETAILS, fail } from './http';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './settings';

/**
 * The mock's sign-in: a row per X-Session-ID with the expiry of its access and refresh tokens
 * (production keeps them in cookies). A valid access token stands for production's access
 * cookie, a valid refresh token for its refresh cookie.
 */
function randomToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function sessionIdOf(request: Request): string | undefined {
  return request.headers.get('X-Session-ID')?.trim() || undefined;
}

function findOrCreateSession(id: string): SessionRecord {
  const existing = db.session.findFirst({ where: { id: { equals: id } } });
  return (
    existing ??
    db.session.create({
      id,
      csrf_token: randomToken(),
      user_id: null,
      access_expires_at: 0,
      refresh_expires_at: 0,
    })
  );
}

/** The session of the X-Session-ID header (created on first sight), if the header is there. */
export function optionalSession(request: Request): SessionRecord | undefined {
  const id = sessionIdOf(request);
  return id ? findOrCreateSession(id) : undefined;
}

export function requireSession(request: Request, detail: string): SessionRecord {
  return optionalSession(request) ?? fail(400, detail);
}

export function csrfCookie(session: SessionRecord): string {
  return `csrftoken=${session.csrf_token}; Path=/; SameSite=Lax`;
}

/** Every mutating call must echo the CSRF token issued to its session. */
export function requireCsrf(request: Request, session: SessionRecord): void {
  if (request.headers.get('X-XSRF-TOKEN') !== session.csrf_token) fail(403, DETAILS.csrf);
}

/** The session of a mutating call, CSRF token checked; none without the header. */
export function optionalMutationSession(request: Request): SessionRecord | undefined {
  const session = optionalSession(request);
  if (session) requireCsrf(request, session);
  return session;
}

/** Binds a session to a user with a fresh access token and refresh token. */
export function signInSession(sessionId: string, userId: number): void {
  const now = clock.now();
  db.session.update({
    where: { id: { equals: sessionId } },
    data: {
      user_id: userId,
      access_expires_at: now + ACCESS_TOKEN_TTL_MS,
      refresh_expires_at: now + REFRESH_TOKEN_TTL_MS,
    },
  });
}

export function signOutSession(sessionId: string): void {
  db.session.update({
    where: { id: { equals: sessionId } },
    data: { user_id: null, access_expires_at: 0, refresh_expires_at: 0 },
  });
}

export function hasValidAccess(session: SessionRecord): boolean {
  return session.user_id !== null && session.access_expires_at > clock.now();
}

export function hasValidRefresh(session: SessionRecord): boolean {
  return session.user_id !== null && session.refresh_expires_at > clock.now();
}

/** The signed-in user of a staff call whose access token is still valid; else 401. */
export function requireStaff(request: Request): { session: SessionRecord; user: UserRecord } {
  const session =
    request.method === 'GET' ? optionalSession(request) : optionalMutationSession(request);
  const user =
    session && hasValidAccess(session)
      ? db.user.findFirst({ where: { id: { equals: session.user_id! } } })
      : null;
  if (!session || !user) fail(401, DETAILS.notAuthorized);
  return { session, user };
}
