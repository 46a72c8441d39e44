import { afterAll, beforeAll } from 'vitest';
import { server as mswNodeServer } from '../../../mocks/node';
import { createMockServer, type MockServer } from '../../../mocks/server/app';
import { DEFAULT_CORS_ORIGINS } from '../../../mocks/server/cors';

export const APP_ORIGIN = 'http://127.0.0.1:5173';

/** Starts the HTTP mock server on a free port for one test file; real HTTP, no interception. */
export function useMockServer(): { url: () => string; mock: () => MockServer } {
  let mock: MockServer;
  let url = '';
  beforeAll(async () => {
    // The shared setup intercepts fetch with msw/node; these tests must reach the real socket.
    mswNodeServer.close();
    mock = createMockServer({
      host: '127.0.0.1',
      port: 0,
      latencyMs: 0,
      seedProducts: 40,
      corsOrigins: DEFAULT_CORS_ORIGINS,
    });
    url = await mock.listen();
  });
  afterAll(() => mock.close());
  return { url: () => url, mock: () => mock };
}

export interface Session {
  id: string;
  csrf?: string;
}

export interface CallOptions {
  session?: Session;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call as the app makes it: X-Session-ID always, X-XSRF-TOKEN on mutating calls. */
export async function call(
  base: string,
  method: string,
  path: string,
  { session, body, headers = {} }: CallOptions = {},
): Promise<Response> {
  const sent: Record<string, string> = { Origin: APP_ORIGIN, ...headers };
  if (session) sent['X-Session-ID'] = session.id;
  if (session?.csrf && method !== 'GET') sent['X-XSRF-TOKEN'] = session.csrf;
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`));
  return cookie?.split(';')[0].slice(name.length + 1);
}

/** A new visitor session whose CSRF token came from the csrftoken cookie of GET /api/auth/me. */
export async function guestSession(base: string): Promise<Session> {
  const session: Session = { id: crypto.randomUUID() };
  const response = await call(base, 'GET', '/api/auth/me', { session });
  session.csrf = cookieValue(response, 'csrftoken');
  return session;
}

/** A signed-in staff session made through the Pact provider-state endpoint. */
export async function staffSession(base: string): Promise<Session> {
  const session = { id: crypto.randomUUID(), csrf: crypto.randomUUID() };
  const response = await call(base, 'POST', '/__mock/provider-state', {
    body: {
      state: 'a staff user is signed in',
      params: { sessionId: session.id, csrfToken: session.csrf },
      action: 'setup',
    },
  });
  if (!response.ok) throw new Error(`provider state failed: ${response.status}`);
  return session;
}
