import { CSRF_COOKIE, SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../config/constants';

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function randomSessionId(): string {
  return crypto.randomUUID();
}

/** The visitor's session id: read from its cookie, created there first when missing. */
export function ensureSessionId(): string {
  const existing = readCookie(SESSION_COOKIE);
  if (existing) return existing;
  const id = randomSessionId();
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${SESSION_COOKIE}=${id}; Max-Age=${maxAge}; Path=/; SameSite=None; Secure`;
  return id;
}

export function readCsrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE);
}
