import { clock } from '../data/clock';
import { AUTH_COOKIES, requestCookies, type CookieToSet } from './response-cookies';
import { db, type UserRecord } from '../data/db';
import { DETAILS, fail } from '../http/responses';
import {
  accessTokenTtlMs,
  mockSettings,
  REFRESH_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '../settings';

/**
 * Sign-in as production does it: cookies. Login issues an access token (a JWT-like string,
 * `mockSettings.accessTokenTtlSeconds`), a refresh token (10 days) and a CSRF token; the
 * server keeps the access and refresh tokens with their user and expiry (the mock clock's
 * milliseconds). The visitor's cart is keyed by X-Session-ID alone, never by a cookie.
 */
function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Looks like production's JWT (header.payload.signature); only the mock's table makes it valid. */
function accessTokenValue(userId: number, expiresAt: number): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub: String(userId), exp: Math.floor(expiresAt / 1000) });
  return `${header}.${payload}.${randomHex(32)}`;
}

/** The X-Session-ID header: the key of the visitor's cart (none when missing or blank). */
export function sessionIdOf(request: Request): string | undefined {
  return request.headers.get('X-Session-ID')?.trim() || undefined;
}

export function requireSessionId(request: Request, detail: string): string {
  return sessionIdOf(request) ?? fail(400, detail);
}

/** The auth cookies a request carries (each undefined when not sent or empty). */
export function authCookies(request: Request) {
  const cookies = requestCookies(request);
  return {
    access: cookies[AUTH_COOKIES.access] || undefined,
    refresh: cookies[AUTH_COOKIES.refresh] || undefined,
    csrf: cookies[AUTH_COOKIES.csrf] || undefined,
  };
}

function dropExpiredTokens(now: number): void {
  db.accessToken.deleteMany({ where: { expires_at: { lte: now } } });
}

/** A new access token for the user and its cookie. */
export function issueAccessToken(userId: number): CookieToSet {
  const now = clock.now();
  dropExpiredTokens(now);
  const expiresAt = now + accessTokenTtlMs();
  const token = db.accessToken.create({
    id: accessTokenValue(userId, expiresAt),
    user_id: userId,
    expires_at: expiresAt,
  });
  return { name: AUTH_COOKIES.access, value: token.id, maxAge: mockSettings.accessTokenTtlSeconds };
}

export function issueRefreshToken(userId: number): CookieToSet {
  const token = db.refreshToken.create({
    id: randomHex(32),
    user_id: userId,
    expires_at: clock.now() + REFRESH_TOKEN_TTL_MS,
  });
  return { name: AUTH_COOKIES.refresh, value: token.id, maxAge: REFRESH_TOKEN_TTL_SECONDS };
}

/** The CSRF cookie lives as long as the refresh token. */
export function issueCsrfToken(): CookieToSet {
  return { name: AUTH_COOKIES.csrf, value: randomHex(16), maxAge: REFRESH_TOKEN_TTL_SECONDS };
}

/** The three cookies of a login. */
export function signIn(userId: number): CookieToSet[] {
  return [issueAccessToken(userId), issueRefreshToken(userId), issueCsrfToken()];
}

export function findAccessToken(token: string | undefined) {
  if (!token) return undefined;
  return db.accessToken.findFirst({ where: { id: { equals: token } } }) ?? undefined;
}

export function findRefreshToken(token: string | undefined) {
  if (!token) return undefined;
  return db.refreshToken.findFirst({ where: { id: { equals: token } } }) ?? undefined;
}

export function forgetAccessToken(token: string | undefined): void {
  if (token) db.accessToken.delete({ where: { id: { equals: token } } });
}

export function forgetRefreshToken(token: string | undefined): void {
  if (token) db.refreshToken.delete({ where: { id: { equals: token } } });
}

/** Treats a refresh token as expired from now on (the `refresh-fails` scenario). */
export function expireRefreshToken(token: string | undefined): void {
  if (!token || !findRefreshToken(token)) return;
  db.refreshToken.update({
    where: { id: { equals: token } },
    data: { expires_at: clock.now() - 1 },
  });
}

/** The user of a known, unexpired access token. */
export function userOfAccessToken(token: string | undefined): UserRecord | undefined {
  const access = findAccessToken(token);
  if (!access || access.expires_at <= clock.now()) return undefined;
  return db.user.findFirst({ where: { id: { equals: access.user_id } } }) ?? undefined;
}

/** The signed-in user of a staff call: a valid, unexpired access_token cookie; else 401. */
export function requireStaff(request: Request): UserRecord {
  return userOfAccessToken(authCookies(request).access) ?? fail(401, DETAILS.notAuthorized);
}
