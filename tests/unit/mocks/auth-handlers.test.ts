import { describe, expect, it } from 'vitest';
import { clock } from '../../../mocks/clock';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../../../mocks/settings';
import { DEMO_CREDENTIALS } from '../../../mocks/seed';
import { MOCK_ORIGIN, mockVisitor, signIn, type MockVisitor } from '../support/mock-client';

const login = (visitor: MockVisitor) => visitor.call('POST', '/api/auth/login', DEMO_CREDENTIALS);

describe('mock auth', () => {
  it('issues a CSRF token on me and rejects a mutating call without it', async () => {
    const guest = await mockVisitor();
    expect(guest.csrf).not.toBe('');
    const forged = await guest.call('POST', '/api/auth/login', DEMO_CREDENTIALS, {
      'X-XSRF-TOKEN': 'forged',
    });
    expect(forged).toEqual({ status: 403, body: { detail: 'CSRF token missing or incorrect.' } });
  });

  it('answers me with is_auth and the user id after login, 403 for a second login', async () => {
    const staff = await mockVisitor();
    expect((await login(staff)).status).toBe(200);
    expect((await staff.call('GET', '/api/auth/me')).body).toEqual({
      user: { is_auth: true, id: 1 },
    });
    expect((await login(staff)).status).toBe(403);
  });

  it('answers 401 for wrong credentials and 400 for a missing field', async () => {
    const guest = await mockVisitor();
    expect(
      (await guest.call('POST', '/api/auth/login', { username: 'admin', password: 'nope' })).status,
    ).toBe(401);
    expect((await guest.call('POST', '/api/auth/login', { username: 'admin' })).status).toBe(400);
    expect((await guest.call('POST', '/api/auth/login', '[1,2]')).status).toBe(400);
  });

  it('expires the access token, and refresh renews it until the refresh token expires', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    clock.advance(ACCESS_TOKEN_TTL_MS + 1);
    expect((await staff.call('POST', '/api/auth/logout', {})).status).toBe(401);
    expect((await staff.call('POST', '/api/auth/refresh')).status).toBe(200);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    expect((await staff.call('POST', '/api/auth/refresh')).status).toBe(401);
    expect((await staff.call('GET', '/api/auth/me')).body).toEqual({
      user: { is_auth: false, id: null },
    });
  });

  it('logs out: the session is a guest again', async () => {
    const staff = await mockVisitor();
    await signIn(staff);
    expect((await staff.call('POST', '/api/auth/logout', {})).status).toBe(200);
    expect((await staff.call('GET', '/api/auth/me')).body).toEqual({
      user: { is_auth: false, id: null },
    });
  });

  it('answers 400 without a session id', async () => {
    const response = await fetch(`${MOCK_ORIGIN}/api/auth/me`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Missing session id' });
  });
});
