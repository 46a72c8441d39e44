import { cookieAttributesForThisPage } from '../../src/lib/cookies';
import { clock } from '../data/clock';

/**
 * The mock's cookies, in every runtime.
 *
 * Production sets `access_token`, `refresh_token` and `csrftoken` with `HttpOnly; Secure;
 * SameSite=None; Path=/`. Where a cookie goes depends on who made the request:
 *
 * - **An HTTP client** (the HTTP mock server, the unit tests' cookie-jar client, the Pact
 *   verifier): the response carries production's `Set-Cookie` headers and the request's `Cookie`
 *   header is read. Nothing else keeps cookies.
 * - **A page** (the browser's service worker, the app's own calls in jsdom tests): a service
 *   worker's response cannot set cookies, so the mock writes them into `document.cookie` itself, as
 *   MSW 2 does with a mocked `Set-Cookie` — without `HttpOnly`, which a script cannot set (so the
 *   client can read `csrftoken`), and `Secure; SameSite=None` only on an https page, as the
 *   app's own session cookie. The request's cookies are then `document.cookie`: a worker never sees a
 *   `Cookie` header.
 *
 * The responses are plain `Response`s, not `HttpResponse`s with `Set-Cookie` in their init: MSW
 * copies such a header into `document.cookie` (also in jsdom) and into a cookie store of its own
 * (tough-cookie, kept in localStorage) that it adds to every later request's cookies. That store
 * would share one sign-in between every visitor of a test run.
 */
export const AUTH_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  csrf: 'csrftoken',
} as const;

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
}

/** A page's own request (the browser worker, the app in jsdom), not an HTTP client's. */
function isPageRequest(request: Request): boolean {
  return typeof document !== 'undefined' && request.credentials !== 'omit';
}

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(/;\s*/)) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim();
    if (name in cookies) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** The cookies a request carries: its Cookie header, or the page's cookies for a page's request. */
export function requestCookies(request: Request): Record<string, string> {
  return parseCookieHeader(
    isPageRequest(request) ? document.cookie : request.headers.get('cookie'),
  );
}

/**
 * Whether the request comes from a page on plain http at the server's own host name (ports
 * aside): there Safari keeps no `Secure` cookie, while `SameSite=Lax` reaches the server all the
 * same. Production answers such a page as any other; its sign-in then never sticks in Safari.
 */
function fromPlainHttpPageOfThisSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (!origin?.startsWith('http:')) return false;
  try {
    return new URL(origin).hostname === new URL(request.url).hostname;
  } catch {
    return false;
  }
}

/**
 * Production's Set-Cookie: `HttpOnly; Secure; SameSite=None; Path=/`. Production removes a
 * cookie (at logout) as its framework does: an empty quoted value, an `expires` of now, and no
 * `HttpOnly`. For a plain-http page of the server's own site, `SameSite=Lax` stands for
 * `Secure; SameSite=None`.
 */
export function setCookieHeader(
  { name, value, maxAge }: CookieToSet,
  { plainHttp = false }: { plainHttp?: boolean } = {},
): string {
  if (maxAge <= 0) {
    const expires = new Date(clock.now()).toUTCString();
    const attributes = plainHttp ? 'SameSite=Lax' : 'SameSite=None; Secure';
    return `${name}=""; expires=${expires}; Max-Age=0; Path=/; ${attributes}`;
  }
  const attributes = plainHttp ? 'SameSite=Lax' : 'Secure; SameSite=None';
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; ${attributes}`;
}

/**
 * What a page's script can write: no HttpOnly, and the attributes for the page's scheme (Safari
 * keeps no Secure cookie on http://localhost).
 */
export function documentCookie({ name, value, maxAge }: CookieToSet): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; ${cookieAttributesForThisPage()}`;
}

/**
 * A JSON response that sets cookies: production's Set-Cookie headers, and for a page's request
 * the cookies written into `document.cookie` (a browser drops the headers of a worker's response).
 */
export function jsonWithCookies(
  request: Request,
  body: unknown,
  cookies: CookieToSet[],
  status = 200,
): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const plainHttp = fromPlainHttpPageOfThisSite(request);
  for (const cookie of cookies)
    headers.append('Set-Cookie', setCookieHeader(cookie, { plainHttp }));
  if (isPageRequest(request)) {
    for (const cookie of cookies) document.cookie = documentCookie(cookie);
  }
  return new Response(JSON.stringify(body), { status, headers });
}

/** Removes a cookie: production's `Max-Age=0` with the same attributes. */
export function expired(name: string): CookieToSet {
  return { name, value: '', maxAge: 0 };
}

/** Removes the auth cookies from the page (the browser mock after a reset or a reseed). */
export function clearDocumentAuthCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of Object.values(AUTH_COOKIES)) document.cookie = documentCookie(expired(name));
}
