import { SIGN_IN_MESSAGES } from '../../config/rules/sign-in';
import type { Credentials } from './api/login';

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/**
 * The sign-in form's rules as plain functions: two required fields need no schema library, and
 * the page loads without one (docs/performance.md, "Where the speed comes from").
 */
export function credentialErrors({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username.trim()) errors.username = SIGN_IN_MESSAGES.username;
  if (!password) errors.password = SIGN_IN_MESSAGES.password;
  return errors;
}
