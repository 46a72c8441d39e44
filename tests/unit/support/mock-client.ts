import { DEMO_CREDENTIALS } from '../../../mocks/seed';

/** The origin the unit tests' msw/node server answers (the jsdom page's origin). */
export const MOCK_ORIGIN = 'http://localhost:5173';

/** How a request reaches the mock backend: by default a fetch that msw/node intercepts. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

const throughFetch: Transport = (path, init) => fetch(`${MOCK_ORIGIN}${path}`, init);

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface MockVisitor {
  sessionId: string;
  /** The CSRF token `GET /api/auth/me` issued to this visitor. */
  csrf: string;
  /** Sends `text` as it is with the visitor's session and CSRF headers; `headers` override them. */
  request(
    method: string,
    path: string,
    text?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A call whose answer is JSON. A string body goes out as it is, anything else as JSON. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult<T>>;
}

function csrfOf(me: Response): string {
  // jsdom's fetch hides Set-Cookie; the cookie then lands in document.cookie instead.
  const cookies = me.headers.get('set-cookie') ?? globalThis.document?.cookie ?? '';
  const csrf = /csrftoken=([^;]+)/.exec(cookies)?.[1];
  if (!csrf) throw new Error('The mock issued no CSRF token.');
  return csrf;
}

/** A visitor of the mock backend: its own session id and the CSRF token `me` issued to it. */
export async function mockVisitor(transport: Transport = throughFetch): Promise<MockVisitor> {
  const sessionId = crypto.randomUUID();
  const csrf = csrfOf(await transport('/api/auth/me', { headers: { 'X-Session-ID': sessionId } }));
  const request: MockVisitor['request'] = (method, path, text, headers) =>
    transport(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Session-ID': sessionId,
        'X-XSRF-TOKEN': csrf,
        ...headers,
      },
      body: text,
    });
  const call: MockVisitor['call'] = async (method, path, body, headers) => {
    const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const response = await request(method, path, text, headers);
    return { status: response.status, body: await response.json() };
  };
  return { sessionId, csrf, request, call };
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
