import { describe, expect, it } from 'vitest';
import { clock } from '../../../../mocks/data/clock';
import { db } from '../../../../mocks/data/db';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  mockSettings,
  REFRESH_TOKEN_TTL_MS,
} from '../../../../mocks/settings';
import { DEMO_CREDENTIALS } from '../../../../mocks/data/seed';
import { MOCK_ORIGIN, mockVisitor, signIn, type MockVisitor } from '../../support/mock-client';

const login = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/login', DEMO_CREDENTIALS);
const me = async (visitor: MockVisitor) => (await visitor.call('GET', '/api/auth/me')).body;
const refresh = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/refresh');
const logout = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/logout', {});
const orders = (visitor: MockVisitor) => visitor.call('GET', '/api/orders');

const ACCESS_TTL_MS = DEFAULT_ACCESS_TOKEN_TTL_SECONDS * 1000;

const GUEST = {
  user: { id: 0, name: 'Guest', username: 'guest123', email: 'template', is_auth: false },
};
const ADMIN = {
  user: {
    id: 1,
    name: 'Shop Admin',
    username: 'admin',
    email: 'admin@webshop.test',
    is_auth: true,
  },
};
const refused = (status: number, detail: string) => ({ status, body: { detail } });

/** The Set-Cookie lines of a response by cookie name. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]),
  );
}

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=None';

describe('mock auth: cookies as production', () => {
  it('login sets access_token, refresh_token and csrftoken with production attributes', async () => {
    const staff = await mockVisitor();
    const before = clock.now();
    const response = await staff.request(
      'POST',
      '/api/auth/login',
      JSON.stringify(DEMO_CREDENTIALS),
    );
    const after = clock.now();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Successfully logged in' });
    const cookies = setCookies(response);
    expect(Object.keys(cookies).sort()).toEqual(['access_token', 'csrftoken', 'refresh_token']);
    expect(cookies.access_token).toMatch(
      new RegExp(`^access_token=[\\w-]+\\.[\\w-]+\\.[0-9a-f]{64}; Max-Age=600; ${ATTRIBUTES}$`),
    );
    expect(cookies.refresh_token).toMatch(
      new RegExp(`^refresh_token=[0-9a-f]{64}; Max-Age=864000; ${ATTRIBUTES}$`),
    );
    expect(cookies.csrftoken).toMatch(
      new RegExp(`^csrftoken=[0-9a-f]{32}; Max-Age=864000; ${ATTRIBUTES}$`),
    );
    // Kept server-side with user and expiry.
    const access = db.accessToken.findFirst({
      where: { id: { equals: staff.cookies.get('access_token')! } },
    });
    expect(access?.user_id).toBe(1);
    expect(access!.expires_at - ACCESS_TTL_MS).toBeGreaterThanOrEqual(before);
    expect(access!.expires_at - ACCESS_TTL_MS).toBeLessThanOrEqual(after);
    const refreshToken = db.refreshToken.findFirst({
      where: { id: { equals: staff.cookies.get('refresh_token')! } },
    });
    expect(refreshToken?.user_id).toBe(1);
    expect(refreshToken!.expires_at - REFRESH_TOKEN_TTL_MS).toBeGreaterThanOrEqual(before);
    expect(refreshToken!.expires_at - REFRESH_TOKEN_TTL_MS).toBeLessThanOrEqual(after);
  });

  it('login needs no session id and checks no CSRF token', async () => {
    const staff = await mockVisitor();
    const response = await staff.call('POST', '/api/auth/login', DEMO_CREDENTIALS, {
      'X-Session-ID': '',
      'X-XSRF-TOKEN': 'anything',
    });
    expect(response.status).toBe(200);
  });

  it('login responds 403 to any access_token cookie, valid or not', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    expect(await login(staff)).toEqual(refused(403, 'Already logged in'));
    const stale = await mockVisitor();
    stale.cookies.set('access_token', 'not-a-token');
    expect(await login(stale)).toEqual(refused(403, 'Already logged in'));
  });

  it('responds 401 for wrong credentials and 422 for a missing field', async () => {
    const guest = await mockVisitor();
    const wrong = { username: 'admin', password: 'nope' };
    expect(await guest.call('POST', '/api/auth/login', wrong)).toEqual(
      refused(401, 'Invalid credentials'),
    );
    expect(await guest.call('POST', '/api/auth/login', { username: 'admin' })).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'missing',
            loc: ['body', 'password'],
            msg: 'Field required',
            input: { username: 'admin' },
          },
        ],
      },
    });
  });

  it('me: no cookie is the guest (id 0), a valid access cookie the user; sets no cookie', async () => {
    const visitor = await mockVisitor();
    const guest = await visitor.request('GET', '/api/auth/me');
    expect(await guest.json()).toEqual(GUEST);
    expect(guest.headers.getSetCookie()).toEqual([]);
    const anonymous = await fetch(`${MOCK_ORIGIN}/api/auth/me`, { credentials: 'omit' });
    expect(await anonymous.json()).toEqual(GUEST);
    await signIn(visitor);
    const user = await visitor.request('GET', '/api/auth/me');
    expect(await user.json()).toEqual(ADMIN);
    expect(user.headers.getSetCookie()).toEqual([]);
  });

  it('staff calls: 401 without an access cookie, with an unknown or an expired one', async () => {
    const guest = await mockVisitor();
    expect(await orders(guest)).toEqual(refused(401, 'Not authorized'));
    guest.cookies.set('access_token', 'forged');
    expect(await orders(guest)).toEqual(refused(401, 'Not authorized'));

    const staff = await mockVisitor();
    await signIn(staff);
    expect((await orders(staff)).status).toBe(200);
    const access = staff.cookies.get('access_token')!;
    clock.advance(ACCESS_TTL_MS);
    // The browser dropped the cookie; one still sent is expired on the server too.
    expect(staff.cookies.get('access_token')).toBeUndefined();
    expect(await orders(staff)).toEqual(refused(401, 'Not authorized'));
    staff.cookies.set('access_token', access);
    expect(await orders(staff)).toEqual(refused(401, 'Not authorized'));
  });

  it('only a refresh cookie: me 401, refresh 200 with a new access cookie, the same refresh token', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    const refreshToken = staff.cookies.get('refresh_token');
    expect(await refresh(staff)).toEqual(refused(403, 'Cannot refresh'));
    clock.advance(ACCESS_TTL_MS + 1);
    expect(await staff.call('GET', '/api/auth/me')).toEqual(refused(401, 'You are logged out'));
    expect(await orders(staff)).toEqual(refused(401, 'Not authorized'));

    const response = await staff.request('POST', '/api/auth/refresh');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Successfully refreshed' });
    const cookies = setCookies(response);
    expect(Object.keys(cookies)).toEqual(['access_token']);
    expect(cookies.access_token).toMatch(new RegExp(`; Max-Age=600; ${ATTRIBUTES}$`));
    expect(staff.cookies.get('refresh_token')).toBe(refreshToken);
    expect(await me(staff)).toEqual(ADMIN);
    expect((await orders(staff)).status).toBe(200);
  });

  it('refresh with an expired access cookie still sent succeeds', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    const access = staff.cookies.get('access_token')!;
    clock.advance(ACCESS_TTL_MS + 1);
    staff.cookies.set('access_token', access);
    expect((await refresh(staff)).status).toBe(200);
  });

  it('refresh: 403 without a refresh cookie, 403 for an unknown one, 401 once expired', async () => {
    const guest = await mockVisitor();
    expect(await refresh(guest)).toEqual(refused(403, 'You are logged out'));
    guest.cookies.set('refresh_token', 'unknown');
    expect(await refresh(guest)).toEqual(refused(403, 'Cannot refresh'));

    const staff = await mockVisitor();
    await signIn(staff);
    const token = staff.cookies.get('refresh_token')!;
    clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    // A cookie still sent after the token expired (the browser would have dropped it).
    staff.cookies.set('refresh_token', token);
    expect(await refresh(staff)).toEqual(refused(401, 'Refresh token expired'));
    expect(db.refreshToken.findFirst({ where: { id: { equals: token } } })).toBeNull();
    // Forgotten: the same cookie is now unknown.
    staff.cookies.set('refresh_token', token);
    expect(await refresh(staff)).toEqual(refused(403, 'Cannot refresh'));
  });

  it('logout clears access and refresh cookies, keeps csrftoken, forgets the refresh token', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    const refreshToken = staff.cookies.get('refresh_token')!;
    const response = await staff.request('POST', '/api/auth/logout', '{}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Successfully logged out' });
    const cookies = setCookies(response);
    expect(Object.keys(cookies).sort()).toEqual(['access_token', 'refresh_token']);
    // As production's framework removes a cookie: an empty quoted value, expires now, no HttpOnly.
    const removed =
      /^="";\s*expires=\w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT; Max-Age=0; Path=\/; SameSite=None; Secure$/;
    expect(cookies.access_token.replace(/^access_token/, '')).toMatch(removed);
    expect(cookies.refresh_token.replace(/^refresh_token/, '')).toMatch(removed);
    expect(staff.cookies.get('csrftoken')).toBeDefined();
    expect(db.refreshToken.findFirst({ where: { id: { equals: refreshToken } } })).toBeNull();
    expect(await me(staff)).toEqual(GUEST);
    expect(await logout(staff)).toEqual(refused(403, 'Already logged out'));
    expect(await refresh(staff)).toEqual(refused(403, 'You are logged out'));
    staff.cookies.set('refresh_token', refreshToken);
    expect(await refresh(staff)).toEqual(refused(403, 'Cannot refresh'));
  });

  it('logout with only the refresh cookie', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    clock.advance(ACCESS_TTL_MS + 1);
    expect(await logout(staff)).toEqual({
      status: 200,
      body: { message: 'Successfully logged out' },
    });
    expect(await me(staff)).toEqual(GUEST);
  });

  it('the access token lifetime is a setting', async () => {
    mockSettings.accessTokenTtlSeconds = 30;
    const staff = await mockVisitor();
    const response = await staff.request(
      'POST',
      '/api/auth/login',
      JSON.stringify(DEMO_CREDENTIALS),
    );
    expect(setCookies(response).access_token).toContain('; Max-Age=30;');
    clock.advance(29_000);
    expect((await orders(staff)).status).toBe(200);
    clock.advance(1_000);
    expect(await orders(staff)).toEqual(refused(401, 'Not authorized'));
    const renewed = await staff.request('POST', '/api/auth/refresh');
    expect(setCookies(renewed).access_token).toContain('; Max-Age=30;');
  });

  it('no CSRF check by default, as production', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    const create = await staff.call(
      'PATCH',
      '/api/user/1',
      { name: 'Renamed' },
      { 'X-XSRF-TOKEN': 'wrong' },
    );
    expect(create.status).toBe(200);
    const guest = await mockVisitor();
    const add = await guest.call('POST', '/api/add-item', { product_id: 1, quantity: 1 });
    expect(add.status).toBe(200);
  });

  it('the cart is keyed by X-Session-ID alone', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    const cart = await staff.call('GET', '/api/get-items', undefined, { 'X-Session-ID': '' });
    expect(cart).toEqual(refused(400, 'No session id found'));
  });
});
