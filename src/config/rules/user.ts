import { EMAIL_MESSAGE } from './email';
import { tooLongMessage } from './text-length';

/** A staff user's fields: the profile form and production's user update (PATCH /api/user/{id}). */

export const PASSWORD_MIN_LENGTH = 8;

/** Production's columns: the longest name, username and e-mail a user stores (VARCHAR). */
export const USER_MAX_LENGTHS = { name: 50, username: 50, email: 120 } as const;

/** Production's: 8+ characters on one line, an uppercase letter, one neither letter nor digit. */
const PRODUCTION_PASSWORD = new RegExp(`^(?=.*[A-Z])(?=.*[^a-zA-Z0-9]).{${PASSWORD_MIN_LENGTH},}$`);

/** The form also wants its special character visible: a space alone does not count. */
const VISIBLE_SPECIAL = /[^A-Za-z0-9\s]/;

export const isProductionPassword = (value: string) => PRODUCTION_PASSWORD.test(value);

/** The form's check: production's, and a special character that is not white space. */
export const isStrongPassword = (value: string) =>
  isProductionPassword(value) && VISIBLE_SPECIAL.test(value);

/** The profile form's texts: the spec's (section 5), and required-field texts in its tone. */
export const USER_FORM_MESSAGES = {
  email: EMAIL_MESSAGE,
  password: 'Password must be 8+ chars, 1 uppercase, 1 special char',
  mismatch: 'Passwords do not match',
  usernameEmpty: 'Username cannot be empty',
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  usernameTooLong: tooLongMessage('Username', USER_MAX_LENGTHS.username),
  nameTooLong: tooLongMessage('Name', USER_MAX_LENGTHS.name),
  emailTooLong: tooLongMessage('Email', USER_MAX_LENGTHS.email),
} as const;

/** Production's responses to the same rules: its password text differs from the spec's. */
export const USER_SERVER_MESSAGES = {
  nothingToUpdate: 'No fields to update',
  badEmail: EMAIL_MESSAGE,
  weakPassword: 'Password should be 8 chars, 1 uppercase, 1 special char',
} as const;
