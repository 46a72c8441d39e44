import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  USER_MESSAGES,
  isStrongPassword,
  isValidEmail,
  profileFormSchema,
  userUpdateSchema,
  type ProfileFormValues,
} from '../../../src/features/profile/user-rules';

const valid: ProfileFormValues = {
  username: 'admin',
  name: 'Shop Admin',
  email: 'admin@webshop.test',
  password: '',
  confirmPassword: '',
};

/** The messages the form shows for some values (all errors, not just the first). */
async function formErrors(values: Partial<ProfileFormValues>): Promise<string[]> {
  try {
    await profileFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

function serverError(body: Record<string, unknown>): string | null {
  try {
    userUpdateSchema.validateSync(body, { strict: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('email rule', () => {
  it.each(['a@b.co', 'jane.doe+shop@example.com', 'x@sub.domain.ba'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.de', 'a@b .co', 'a@@b.co'])(
    'refuses "%s"',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('password rule (8+ chars, 1 uppercase, 1 special)', () => {
  it.each(['Admin123!', 'Abcdefg#', 'Ünïcode-X1', 'PASSWORD_'])('accepts %s', (password) =>
    expect(isStrongPassword(password)).toBe(true),
  );
  it.each([
    ['too short', 'Ab!defg'],
    ['no uppercase', 'abcdefg!'],
    ['no special character', 'Abcdefgh1'],
    ['only a space as special character', 'Abcdefg h'],
    ['empty', ''],
  ])('refuses %s', (_, password) => expect(isStrongPassword(password)).toBe(false));
});

describe('profile form schema', () => {
  it('passes the loaded profile without a password', async () => {
    expect(await formErrors({})).toEqual([]);
  });

  it('shows "Invalid email format" for a bad email', async () => {
    expect(await formErrors({ email: 'nope' })).toEqual([USER_MESSAGES.email]);
  });

  it('really checks a given password (the original check never ran)', async () => {
    expect(await formErrors({ password: 'weakpass', confirmPassword: 'weakpass' })).toEqual([
      USER_MESSAGES.password,
    ]);
  });

  it('requires the confirmation to match a given password, both ways', async () => {
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: '' })).toEqual([
      USER_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pazz' })).toEqual([
      USER_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: '', confirmPassword: 'Str0ng!Pass' })).toEqual([
      USER_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).toEqual(
      [],
    );
  });

  it('requires username, name and email', async () => {
    expect(await formErrors({ username: ' ', name: '', email: '' })).toEqual([
      USER_MESSAGES.usernameEmpty,
      USER_MESSAGES.nameEmpty,
      USER_MESSAGES.emailEmpty,
    ]);
  });
});

describe('user update schema (the mock server)', () => {
  it('accepts any subset of valid fields, and an empty update', () => {
    expect(serverError({})).toBeNull();
    expect(serverError({ name: 'Jane' })).toBeNull();
    expect(serverError({ email: 'jane@example.com', password: 'Str0ng!Pass' })).toBeNull();
  });

  it.each([
    [{ email: 'nope' }, USER_MESSAGES.email],
    [{ password: 'weakpass' }, USER_MESSAGES.password],
    [{ password: 12345678 }, USER_MESSAGES.password],
    [{ username: '  ' }, USER_MESSAGES.usernameEmpty],
    [{ name: '' }, USER_MESSAGES.nameEmpty],
    [{ name: 42 }, USER_MESSAGES.nameEmpty],
    [{ name: null }, USER_MESSAGES.nameEmpty],
    [{ password: null }, USER_MESSAGES.password],
    [{ email: '' }, USER_MESSAGES.emailEmpty],
  ])('refuses %j with "%s"', (body, message) => {
    expect(serverError(body)).toBe(message);
  });
});
