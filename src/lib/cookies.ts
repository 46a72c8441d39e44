import { CSRF_COOKIE, SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../config/constants';

/** A cookie's value; `cookies` is `document.cookie` read once by a caller that needs several. */
export function readCookie(name: string, cookies = document.cookie): string | undefined {
  const prefix = `${name}=`;
  const entry = cookies.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * A random id. `crypto.randomUUID` exists only in secure contexts (not on http at a LAN address);
 * `getRandomValues` exists everywhere.
 */
function randomSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The cookie's attributes for the page's scheme: `Secure` only over https, where every browser
 * keeps it. Safari drops a `Secure` cookie set on http://localhost, and `SameSite=None` needs
 * `Secure`, so plain http gets `SameSite=Lax` (the cookie is only ever read by this page's script).
 */
export function cookieAttributesForThisPage(): string {
  return globalThis.location?.protocol === 'https:' ? 'SameSite=None; Secure' : 'SameSite=Lax';
}

/** The id of this tab, kept here and in the tab's storage when the browser keeps no cookie. */
let tabSessionId: string | undefined;

function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined; // storage refused as well
  }
}

/**
 * The visitor's session id (the cart's key): its cookie's value, shared by the tabs; created there
 * first when missing. A browser that refuses the cookie still gets one id for every call of the
 * tab, across reloads, so nothing it adds is lost.
 */
export function ensureSessionId(cookies = document.cookie): string {
  const existing = readCookie(SESSION_COOKIE, cookies);
  if (existing) return (tabSessionId = existing);
  tabSessionId ??= tabStorage()?.getItem(SESSION_COOKIE) ?? randomSessionId();
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${SESSION_COOKIE}=${tabSessionId}; Max-Age=${maxAge}; Path=/; ${cookieAttributesForThisPage()}`;
  // Kept in the tab's storage too, for a browser that keeps no cookie: reading the cookie back to
  // find out would wait on the browser's cookie store a second time, in the first call's task.
  try {
    tabStorage()?.setItem(SESSION_COOKIE, tabSessionId);
  } catch {
    // a full storage: the id still holds for this page
  }
  return tabSessionId;
}

export function readCsrfToken(cookies = document.cookie): string | undefined {
  return readCookie(CSRF_COOKIE, cookies);
}
