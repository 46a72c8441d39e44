import { HttpResponse, type HttpResponseResolver } from 'msw';
import { clock } from './clock';
import { db, type SessionRecord, type UserRecord } from './db';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './settings';

/** Shared plumbing of the mock handlers: errors, sessions, auth and CSRF. */
export const DETAILS = {
  missingSession: 'Missing session id',
  notAuthenticated: 'Authentication credentials were not provided.',
  csrf: 'CSRF token missing or incorrect.',
  invalidJson: 'Request body must be a JSON object.',
  notFound: 'Not found.',
  malformedPath: 'The request path is not valid percent-encoding.',
} as const;

export function errorResponse(status: number, detail: string): Response {
  return HttpResponse.json({ detail }, { status });
}

/** A failure a handler raises; `withErrors` turns it into its response. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export function fail(status: number, detail: string): never {
  throw new MockHttpError(status, detail);
}

type ResolverInfo = Parameters<HttpResponseResolver>[0];
type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/** Wraps a resolver so a thrown MockHttpError answers with its status and detail. */
export function withErrors(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.status, error.detail);
      throw error;
    }
  };
}

function randomToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The session of the X-Session-ID header, created on first sight. */
export function requireSession(request: Request): SessionRecord {
  const id = request.headers.get('X-Session-ID')?.trim();
  if (!id) fail(400, DETAILS.missingSession);
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

export function csrfCookie(session: SessionRecord): string {
  return `csrftoken=${session.csrf_token}; Path=/; SameSite=Lax`;
}

/** Every mutating call must echo the CSRF token issued to its session. */
export function requireCsrf(request: Request, session: SessionRecord): void {
  if (request.headers.get('X-XSRF-TOKEN') !== session.csrf_token) fail(403, DETAILS.csrf);
}

/** The session of a mutating call, with its CSRF token checked. */
export function requireMutationSession(request: Request): SessionRecord {
  const session = requireSession(request);
  requireCsrf(request, session);
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

export function isSignedIn(session: SessionRecord): boolean {
  return session.user_id !== null && session.refresh_expires_at > clock.now();
}

/** The signed-in user of a staff call whose access token is still valid. */
export function requireStaff(request: Request): { session: SessionRecord; user: UserRecord } {
  const session =
    request.method === 'GET' ? requireSession(request) : requireMutationSession(request);
  const user =
    session.user_id !== null && session.access_expires_at > clock.now()
      ? db.user.findFirst({ where: { id: { equals: session.user_id } } })
      : null;
  if (!user) fail(401, DETAILS.notAuthenticated);
  return { session, user };
}

/** The JSON object body of a request; anything else answers 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text ? JSON.parse(text) : {};
  } catch {
    fail(400, DETAILS.invalidJson);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) fail(400, DETAILS.invalidJson);
  return body as Record<string, unknown>;
}

/** A numeric id from a path parameter; anything else answers 404. */
export function idParam(value: string | readonly string[] | undefined, detail: string): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) fail(404, detail);
  return id;
}

/** Matches an endpoint's path on any origin, so one handler serves every runtime. */
export function anyOrigin(path: string): string {
  return `*${path}`;
}
