import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, ServerWakingError } from '../../../lib/api-client';

export interface Credentials {
  username: string;
  password: string;
}

export function login(credentials: Credentials) {
  return apiRequest<unknown>('login', { body: credentials });
}

/** Section 8 of the spec: what the sign-in form says for each response. */
export function loginFailureMessage(error: Error): string {
  if (error instanceof ServerWakingError) return error.message;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return 'Wrong credentials';
  if (status === 403) return 'You are already signed in';
  if (status === 0) return 'Internal server error';
  return 'Unexpected error occured';
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { failureMessage: loginFailureMessage } });
}
