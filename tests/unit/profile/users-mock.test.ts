import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { USER_DETAILS } from '../../../mocks/handlers/users';
import { USER_MESSAGES } from '../../../src/features/profile/user-rules';
import { mockVisitor, signedInStaff } from '../support/mock-client';

describe('mock user read', () => {
  it('answers the signed-in user without the password', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('GET', '/api/user/1')).toEqual({
      status: 200,
      body: { user: { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' } },
    });
  });

  it('answers 401 for a guest, 403 for another user, 404 for an unknown one', async () => {
    const guest = await mockVisitor();
    expect((await guest.call('GET', '/api/user/1')).status).toBe(401);
    const staff = await signedInStaff();
    expect(await staff.call('GET', '/api/user/2')).toEqual({
      status: 403,
      body: { detail: USER_DETAILS.forbidden },
    });
    expect((await staff.call('GET', '/api/user/99')).status).toBe(404);
    expect((await staff.call('GET', '/api/user/abc')).status).toBe(404);
  });
});

describe('mock user update', () => {
  it('updates the given fields only, trims texts and ignores unknown fields', async () => {
    const staff = await signedInStaff();
    const result = await staff.call('PATCH', '/api/user/1', {
      name: '  Jane Tester ',
      password: 'Str0ng!Pass',
      is_admin: true,
    });
    expect(result).toEqual({
      status: 200,
      body: {
        detail: 'User updated',
        user: { name: 'Jane Tester', username: 'admin', email: 'admin@webshop.test' },
      },
    });
    const stored = db.user.findFirst({ where: { id: { equals: 1 } } });
    expect(stored?.password).toBe('Str0ng!Pass');
    expect(stored).not.toHaveProperty('is_admin');
  });

  it.each([
    [{ email: 'nope' }, USER_MESSAGES.email],
    [{ password: 'weakpass' }, USER_MESSAGES.password],
    [{ name: '' }, USER_MESSAGES.nameEmpty],
    [{ username: 7 }, USER_MESSAGES.usernameEmpty],
    [{ username: 'CLERK' }, USER_DETAILS.usernameTaken],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, detail) => {
    const staff = await signedInStaff();
    expect(await staff.call('PATCH', '/api/user/1', body)).toEqual({
      status: 400,
      body: { detail },
    });
    expect(db.user.findFirst({ where: { id: { equals: 1 } } })?.name).toBe('Shop Admin');
  });

  it('answers 400 for a body that is not a JSON object, never 500', async () => {
    const staff = await signedInStaff();
    for (const body of ['[1]', 'not json', 'null', '"text"']) {
      expect((await staff.call('PATCH', '/api/user/1', body)).status).toBe(400);
    }
    expect((await staff.call('PATCH', '/api/user/1', { name: null })).status).toBe(400);
  });

  it('keeps the own username, and refuses another user', async () => {
    const staff = await signedInStaff();
    expect((await staff.call('PATCH', '/api/user/1', { username: 'admin' })).status).toBe(200);
    expect((await staff.call('PATCH', '/api/user/2', { name: 'X' })).status).toBe(403);
  });
});
