import { useMutation, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, ServerWakingError } from '../../../lib/api-client';
import { authKeys } from './auth-keys';
import { currentUserQuery, getCurrentUser, type CurrentUser } from './current-user';

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

/**
 * After a login responded with 200, who `me` says is signed in: still a guest when the browser
 * dropped the session's cookies; undefined when `me` could not be requested (the guards request
 * it again).
 */
export async function userAfterSignIn(): Promise<CurrentUser | undefined> {
  try {
    return (await getCurrentUser()).user;
  } catch {
    return undefined;
  }
}

/** Puts the signed-in state the guards read in the cache: the given user, else requested afresh. */
export async function rememberSignedIn(queryClient: QueryClient, user: CurrentUser | undefined) {
  if (user) queryClient.setQueryData(currentUserQuery().queryKey, user);
  else await queryClient.invalidateQueries({ queryKey: authKeys.all });
}
