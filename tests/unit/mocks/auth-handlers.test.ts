import { describe, expect, it } from 'vitest';
import { clock } from '../../../mocks/clock';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../../../mocks/settings';
import { DEMO_CREDENTIALS } from '../../../mocks/seed';

const BASE = 'http://localhost:5173';

/** A visitor of the mock backend: its own session id and the CSRF token `me` issued to it. */
async function visitor() {
  const sessionId = crypto.randomUUID();
  const me = await fetch(`${BASE}/api/auth/me`, { headers: { 'X-Session-ID': sessionId } });
  const csrf = /csrftoken=([^;]+)/.exec(me.headers.get('set-cookie') ?? document.cookie)?.[1] ?? '';
  const call = (method: string, path: string, body?: unknown, csrfToken = csrf) =>
    fetch(`${BASE}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Session-ID': sessionId,
        'X-XSRF-TOKEN': csrfToken,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { csrf, call, login: () => call('POST', '/api/auth/login', DEMO_CREDENTIALS) };
}

describe('mock auth', () => {
  it('issues a CSRF token on me and rejects a mutating call without it', async () => {
    const guest = await visitor();
    expect(guest.csrf).not.toBe('');
    const forged = await guest.call('POST', '/api/auth/login', DEMO_CREDENTIALS, 'forged');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
  });

  it('answers me with is_auth and the user id after login, 403 for a second login', async () => {
    const staff = await visitor();
    expect((await staff.login()).status).toBe(200);
    const me = await staff.call('GET', '/api/auth/me');
    expect(await me.json()).toEqual({ user: { is_auth: true, id: 1 } });
    expect((await staff.login()).status).toBe(403);
  });

  it('answers 401 for wrong credentials and 400 for a missing field', async () => {
    const guest = await visitor();
    expect(
      (await guest.call('POST', '/api/auth/login', { username: 'admin', password: 'nope' })).status,
    ).toBe(401);
    expect((await guest.call('POST', '/api/auth/login', { username: 'admin' })).status).toBe(400);
    expect((await guest.call('POST', '/api/auth/login', '[1,2]')).status).toBe(400);
  });

  it('expires the access token, and refresh renews it until the refresh token expires', async () => {
    const staff = await visitor();
    await staff.login();
    clock.advance(ACCESS_TOKEN_TTL_MS + 1);
    expect((await staff.call('POST', '/api/auth/logout', {})).status).toBe(401);
    expect((await staff.call('POST', '/api/auth/refresh')).status).toBe(200);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1);
    expect((await staff.call('POST', '/api/auth/refresh')).status).toBe(401);
    const me = await staff.call('GET', '/api/auth/me');
    expect(await me.json()).toEqual({ user: { is_auth: false, id: null } });
  });

  it('logs out: the session is a guest again', async () => {
    const staff = await visitor();
    await staff.login();
    expect((await staff.call('POST', '/api/auth/logout', {})).status).toBe(200);
    expect(await (await staff.call('GET', '/api/auth/me')).json()).toEqual({
      user: { is_auth: false, id: null },
    });
  });

  it('answers 400 without a session id', async () => {
    const response = await fetch(`${BASE}/api/auth/me`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Missing session id' });
  });
});
