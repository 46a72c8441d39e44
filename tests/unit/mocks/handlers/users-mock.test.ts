import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { USER_DETAILS } from '../../../../mocks/handlers/users';
import { mockVisitor, signedInStaff } from '../../support/mock-client';

const user = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!;
const refused = (status: number, detail: string) => ({ status, body: { detail } });

describe('mock user read', () => {
  it('returns a user without the password, any id (as production)', async () => {
    const staff = await signedInStaff();
    expect(await staff.call('GET', '/api/user/1')).toEqual({
      status: 200,
      body: { user: { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' } },
    });
    expect((await staff.call('GET', '/api/user/2')).body).toEqual({
      user: { name: 'Shop Clerk', username: 'clerk', email: 'clerk@webshop.test' },
    });
  });

  it('responds 401 for a guest, 404 for an unknown user, 422 for an id that is no integer', async () => {
    const guest = await mockVisitor();
    expect(await guest.call('GET', '/api/user/1')).toEqual(refused(401, 'Not authorized'));
    const staff = await signedInStaff();
    expect(await staff.call('GET', '/api/user/99')).toEqual(refused(404, "User doesn't exist"));
    expect((await staff.call('GET', '/api/user/abc')).status).toBe(422);
  });
});

describe('mock user update', () => {
  it('updates the sent fields, stores them as sent and returns a message only', async () => {
    const staff = await signedInStaff();
    const result = await staff.call('PATCH', '/api/user/1', {
      name: 'Jane Tester',
      password: 'Str0ng!Pass',
      is_admin: true,
    });
    expect(result).toEqual({ status: 200, body: { message: 'user updated successfully' } });
    expect(user(1)).toMatchObject({ name: 'Jane Tester', password: 'Str0ng!Pass' });
    expect(user(1)).not.toHaveProperty('is_admin');
  });

  it('leaves blank and missing fields as they were', async () => {
    const staff = await signedInStaff();
    await staff.call('PATCH', '/api/user/1', { name: 'New Name', email: ' ', username: null });
    expect(user(1)).toMatchObject({ name: 'New Name', email: 'admin@webshop.test' });
  });

  it.each([
    [{}, 400, USER_DETAILS.nothingToUpdate],
    [{ name: '  ', password: '' }, 400, USER_DETAILS.nothingToUpdate],
    [{ email: 'nope' }, 400, USER_DETAILS.badEmail],
    [{ password: 'weakpass' }, 400, USER_DETAILS.weakPassword],
    [{ username: 'admin' }, 409, USER_DETAILS.usernameInUse],
    [{ email: 'admin@webshop.test' }, 409, USER_DETAILS.emailInUse],
    [{ username: 'CLERK' }, 409, USER_DETAILS.usernameInUse],
  ])('refuses %j with %i "%s" and changes nothing', async (body, status, detail) => {
    const staff = await signedInStaff();
    const before = user(1);
    expect(await staff.call('PATCH', '/api/user/1', body)).toEqual(refused(status, detail));
    expect(user(1)).toEqual(before);
  });

  it("uses production's texts", () => {
    expect(USER_DETAILS).toMatchObject({
      badEmail: 'Invalid email format',
      weakPassword: 'Password should be 8 chars, 1 uppercase, 1 special char',
      usernameInUse: 'Username already in use',
      emailInUse: 'Email already in use',
    });
  });

  it('takes a space as the special character, as production', async () => {
    const staff = await signedInStaff();
    expect((await staff.call('PATCH', '/api/user/1', { password: 'Abcdefg h' })).status).toBe(200);
  });

  it('responds 422 for a field that is not text and 404 for an unknown user', async () => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/user/1', { name: 42 });
    expect(response).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'string_type',
            loc: ['body', 'name'],
            msg: 'Input should be a valid string',
            input: 42,
          },
        ],
      },
    });
    expect(await staff.call('PATCH', '/api/user/99', { name: 'X' })).toEqual(
      refused(404, "User doesn't exist"),
    );
  });
});
