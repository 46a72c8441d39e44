import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../lib/validation';

export { isValidEmail } from '../../lib/validation';

/** The user rules the profile form and the mock backend share (spec section 5). */
export const USER_MESSAGES = {
  email: INVALID_EMAIL_MESSAGE,
  password: 'Password must be 8+ chars, 1 uppercase, 1 special char',
  mismatch: 'Passwords do not match',
  usernameEmpty: 'Username cannot be empty',
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
} as const;

/** 8+ characters, one uppercase letter, one character that is neither a letter nor a digit. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s]).{${PASSWORD_MIN_LENGTH},}$`,
);

export const isStrongPassword = (value: string) => PASSWORD_PATTERN.test(value);

const text = (emptyMessage: string) =>
  yup
    .string()
    .strict()
    .nonNullable(emptyMessage)
    .typeError(emptyMessage)
    .test('not-blank', emptyMessage, (value) => value === undefined || value.trim() !== '');

/** A user update: every field optional, each given one valid. The server's own check. */
export const userUpdateSchema = yup.object({
  username: text(USER_MESSAGES.usernameEmpty),
  name: text(USER_MESSAGES.nameEmpty),
  email: text(USER_MESSAGES.emailEmpty).test(
    'email',
    USER_MESSAGES.email,
    (value) => value === undefined || isValidEmail(value.trim()),
  ),
  password: yup
    .string()
    .strict()
    .nonNullable(USER_MESSAGES.password)
    .typeError(USER_MESSAGES.password)
    .test(
      'strong',
      USER_MESSAGES.password,
      (value) => value === undefined || isStrongPassword(value),
    ),
});

export type UserUpdate = yup.InferType<typeof userUpdateSchema>;

export interface ProfileFormValues {
  username: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The profile form: the three texts required, a password checked only when one is given. */
export const profileFormSchema = yup.object({
  username: yup.string().trim().required(USER_MESSAGES.usernameEmpty),
  name: yup.string().trim().required(USER_MESSAGES.nameEmpty),
  email: yup
    .string()
    .trim()
    .required(USER_MESSAGES.emailEmpty)
    .test('email', USER_MESSAGES.email, (value) => !value || isValidEmail(value)),
  password: yup
    .string()
    .test('strong', USER_MESSAGES.password, (value) => !value || isStrongPassword(value)),
  confirmPassword: yup
    .string()
    .test(
      'match',
      USER_MESSAGES.mismatch,
      (value, context) =>
        (value ?? '') === ((context.parent as { password?: string }).password ?? ''),
    ),
});
