import { apiRequest } from '../../../lib/api-client';

export interface Credentials {
  username: string;
  password: string;
}

export function login(credentials: Credentials) {
  return apiRequest<unknown>('login', { body: credentials });
}

/** Section 8 of the spec: what the sign-in form says for each answer. */
export function loginFailureMessage(status: number): string {
  if (status === 401) return 'Wrong credentials';
  if (status === 403) return 'You are already signed in';
  if (status === 0) return 'Internal server error';
  return 'Unexpected error occured';
}
