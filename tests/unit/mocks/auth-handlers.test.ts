import { describe, expect, it } from 'vitest';
import { clock } from '../../../mocks/clock';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../../../mocks/settings';
import { DEMO_CREDENTIALS } from '../../../mocks/seed';
import { MOCK_ORIGIN, mockVisitor, signIn, type MockVisitor } from '../support/mock-client';

const login = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/login', DEMO_CREDENTIALS);
const me = async (visitor: MockVisitor) => (await visitor.call('GET', '/api/auth/me')).body;
const refresh = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/refresh');
const logout = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/logout', {});

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

describe('mock auth', () => {
  it('issues a CSRF token on me and rejects a mutating call without it', async () => {
    const guest = await mockVisitor();
    expect(guest.csrf).not.toBe('');
    const forged = await guest.call('POST', '/api/auth/login', DEMO_CREDENTIALS, {
      'X-XSRF-TOKEN': 'forged',
    });
    expect(forged).toEqual(refused(403, 'CSRF token missing or incorrect.'));
  });

  it('answers a guest as production: id 0, "Guest", is_auth false', async () => {
    expect(await me(await mockVisitor())).toEqual(GUEST);
    const anonymous = await fetch(`${MOCK_ORIGIN}/api/auth/me`);
    expect(await anonymous.json()).toEqual(GUEST);
  });

  it('logs in with production texts and answers me with the user', async () => {
    const staff = await mockVisitor();
    expect(await login(staff)).toEqual({
      status: 200,
      body: { message: 'Successfully logged in' },
    });
    expect(await me(staff)).toEqual(ADMIN);
    expect(await login(staff)).toEqual(refused(403, 'Already logged in'));
  });

  it('answers 401 for wrong credentials and 422 for a missing field', async () => {
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

  it('with only the refresh token valid: me and staff calls 401, refresh renews the access', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    expect(await refresh(staff)).toEqual(refused(403, 'Cannot refresh'));
    clock.advance(ACCESS_TOKEN_TTL_MS + 1);
    expect(await staff.call('GET', '/api/auth/me')).toEqual(refused(401, 'You are logged out'));
    expect(await staff.call('GET', '/api/orders')).toEqual(refused(401, 'Not authorized'));
    expect(await refresh(staff)).toEqual({
      status: 200,
      body: { message: 'Successfully refreshed' },
    });
    expect(await me(staff)).toEqual(ADMIN);
  });

  it('answers 401 once the refresh token expired, then 403 and a guest', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    expect(await refresh(staff)).toEqual(refused(401, 'Refresh token expired'));
    expect(await refresh(staff)).toEqual(refused(403, 'You are logged out'));
    expect(await me(staff)).toEqual(GUEST);
  });

  it('logs out, also with only the refresh token; a second logout answers 403', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    clock.advance(ACCESS_TOKEN_TTL_MS + 1);
    expect(await logout(staff)).toEqual({
      status: 200,
      body: { message: 'Successfully logged out' },
    });
    expect(await me(staff)).toEqual(GUEST);
    expect(await logout(staff)).toEqual(refused(403, 'Already logged out'));
    expect(await refresh(staff)).toEqual(refused(403, 'You are logged out'));
  });

  it("answers staff calls without a session as production's no-cookie calls", async () => {
    const anonymous = (method: string, path: string) =>
      fetch(`${MOCK_ORIGIN}${path}`, { method }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
    expect(await anonymous('GET', '/api/user/1')).toEqual(refused(401, 'Not authorized'));
    expect(await anonymous('POST', '/api/auth/logout')).toEqual(refused(403, 'Already logged out'));
    expect(await anonymous('POST', '/api/auth/refresh')).toEqual(
      refused(403, 'You are logged out'),
    );
  });
});
