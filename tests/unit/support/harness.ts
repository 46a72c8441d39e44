import { afterAll, beforeAll } from 'vitest';
import { server as mswNodeServer } from '../../../mocks/node';
import { createMockServer, type MockServer } from '../../../mocks/server/app';
import { DEFAULT_CORS_ORIGINS } from '../../../mocks/server/cors';
import type { MockServerOptions } from '../../../mocks/server/options';
import { CookieJar } from './mock-client';

export const APP_ORIGIN = 'http://127.0.0.1:5173';

/** Starts the HTTP mock server on a free port for one test file; real HTTP, no interception. */
export function useMockServer(options: Partial<MockServerOptions> = {}): {
  url: () => string;
  mock: () => MockServer;
} {
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
      ...options,
    });
    url = await mock.listen();
  });
  afterAll(() => mock.close());
  return { url: () => url, mock: () => mock };
}

export interface Session {
  /** X-Session-ID: the cart's key. */
  id: string;
  /** The visitor's cookies, as a browser keeps them for the API's host. */
  cookies: CookieJar;
}

export interface CallOptions {
  session?: Session;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A call as the app makes it from the app's origin: X-Session-ID always, the session's cookies,
 * and X-XSRF-TOKEN with the csrftoken cookie on mutating calls. The response's Set-Cookie headers
 * go to the jar.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  { session, body, headers = {} }: CallOptions = {},
): Promise<Response> {
  const sent: Record<string, string> = { Origin: APP_ORIGIN };
  if (session) {
    sent['X-Session-ID'] = session.id;
    const cookie = session.cookies.header();
    if (cookie) sent.Cookie = cookie;
    const csrf = session.cookies.get('csrftoken');
    if (csrf && method !== 'GET') sent['X-XSRF-TOKEN'] = csrf;
  }
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...sent, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  session?.cookies.store(response);
  return response;
}

export function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`));
  return cookie?.split(';')[0].slice(name.length + 1);
}

/** A new visitor: a session id of its own and no cookies. */
export async function guestSession(_base?: string): Promise<Session> {
  return { id: crypto.randomUUID(), cookies: new CookieJar() };
}

/** Sets a provider state up; its response. */
export async function providerState(
  base: string,
  state: string,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await call(base, 'POST', '/__mock/provider-state', {
    body: { state, params, action: 'setup' },
  });
  if (!response.ok) throw new Error(`provider state "${state}" failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Puts the `cookie` of a provider state's response ("a=1; b=2") into the session's jar. */
export function takeCookies(session: Session, response: Record<string, unknown>): Session {
  for (const pair of String(response.cookie ?? '').split(/;\s*/)) {
    const equals = pair.indexOf('=');
    if (equals > 0) session.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  return session;
}

/** A signed-in staff session made through the Pact provider-state endpoint. */
export async function staffSession(base: string): Promise<Session> {
  return takeCookies(await guestSession(), await providerState(base, 'a staff user is signed in'));
}

/** Signed in, the access cookie gone: only the refresh cookie (a provider state). */
export async function expiredAccessSession(base: string): Promise<Session> {
  const response = await providerState(base, 'the access token has expired');
  return takeCookies(await guestSession(), response);
}
