/** Sign-in (spec section 5: username and password are required); production checks no more. */
export const SIGN_IN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
} as const;
