import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { isValidEmail } from '../../../../../src/config/rules/email';
import { isStrongPassword, USER_FORM_MESSAGES } from '../../../../../src/config/rules/user';
import {
  profileFormSchema,
  type ProfileFormValues,
} from '../../../../../src/features/profile/profile-schema';

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
    expect(await formErrors({ email: 'nope' })).toEqual([USER_FORM_MESSAGES.email]);
  });

  it('really checks a given password (the original check never ran)', async () => {
    expect(await formErrors({ password: 'weakpass', confirmPassword: 'weakpass' })).toEqual([
      USER_FORM_MESSAGES.password,
    ]);
  });

  it('requires the confirmation to match a given password, both ways', async () => {
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: '' })).toEqual([
      USER_FORM_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pazz' })).toEqual([
      USER_FORM_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: '', confirmPassword: 'Str0ng!Pass' })).toEqual([
      USER_FORM_MESSAGES.mismatch,
    ]);
    expect(await formErrors({ password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).toEqual(
      [],
    );
  });

  it('requires username, name and email', async () => {
    expect(await formErrors({ username: ' ', name: '', email: '' })).toEqual([
      USER_FORM_MESSAGES.usernameEmpty,
      USER_FORM_MESSAGES.nameEmpty,
      USER_FORM_MESSAGES.emailEmpty,
    ]);
  });
});
