import { clock } from '../../../mocks/data/clock';
import { DEMO_CREDENTIALS } from '../../../mocks/data/seed';

/** The origin the unit tests' msw/node server responds on (the jsdom page's origin). */
export const MOCK_ORIGIN = 'http://localhost:5173';

/** How a request reaches the mock backend: by default a fetch that msw/node intercepts. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

const throughFetch: Transport = (path, init) => fetch(`${MOCK_ORIGIN}${path}`, init);

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * A browser's cookies for one site, kept simply: Set-Cookie responses store a cookie
 * (Max-Age=0 removes it), each request sends the unexpired ones. Expiry runs on the mock clock,
 * so a test that moves the clock past the access token's lifetime sees the cookie gone, as a
 * browser would.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAt: number }>();

  /** Stores the cookies of a response's Set-Cookie headers. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const maxAge = attributes
        .map((attribute) => /^max-age=(-?\d+)$/i.exec(attribute)?.[1])
        .find((value) => value !== undefined);
      const seconds = maxAge === undefined ? Infinity : Number(maxAge);
      if (seconds <= 0) this.cookies.delete(name);
      else this.set(name, pair.slice(equals + 1), seconds);
    }
  }

  set(name: string, value: string, seconds = Infinity): void {
    this.cookies.set(name, { value, expiresAt: clock.now() + seconds * 1000 });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expiresAt > clock.now()) return cookie.value;
    this.cookies.delete(name);
    return undefined;
  }

  /** The Cookie header of a request ('' when there is none). */
  header(): string {
    return [...this.cookies.keys()]
      .map((name) => [name, this.get(name)] as const)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
}

export interface MockVisitor {
  sessionId: string;
  /** The visitor's cookies: what login, refresh and logout set. */
  cookies: CookieJar;
  /**
   * Sends `text` as it is, as the app does: X-Session-ID, the jar's cookies and, on POST, PATCH
   * and DELETE, X-XSRF-TOKEN with the csrftoken cookie when there is one; `headers` override.
   */
  request(
    method: string,
    path: string,
    text?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A call whose response is JSON. A string body goes out as it is, anything else as JSON. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult<T>>;
}

/** A visitor of the mock backend: its own session id (the cart's key) and cookie jar. */
export async function mockVisitor(transport: Transport = throughFetch): Promise<MockVisitor> {
  const sessionId = crypto.randomUUID();
  const cookies = new CookieJar();
  const request: MockVisitor['request'] = async (method, path, text, headers) => {
    const sent: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Session-ID': sessionId,
    };
    const cookie = cookies.header();
    if (cookie) sent.Cookie = cookie;
    const csrf = cookies.get('csrftoken');
    if (csrf && method !== 'GET') sent['X-XSRF-TOKEN'] = csrf;
    // `omit`: the jar is this client's only cookie store (never the jsdom page's).
    const response = await transport(path, {
      method,
      headers: { ...sent, ...headers },
      body: text,
      credentials: 'omit',
    });
    cookies.store(response);
    return response;
  };
  const call: MockVisitor['call'] = async (method, path, body, headers) => {
    const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const response = await request(method, path, text, headers);
    return { status: response.status, body: await response.json() };
  };
  return { sessionId, cookies, request, call };
}

/** Signs a visitor in as the demo staff user through the real login handler. */
export async function signIn(visitor: MockVisitor): Promise<void> {
  const login = await visitor.call('POST', '/api/auth/login', DEMO_CREDENTIALS);
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
}

/** A visitor already signed in as the demo staff user. */
export async function signedInStaff(transport?: Transport): Promise<MockVisitor> {
  const staff = await mockVisitor(transport);
  await signIn(staff);
  return staff;
}
