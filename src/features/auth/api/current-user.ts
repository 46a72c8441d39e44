import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `is_auth` alone says who is signed in: production gives a guest `id` 0. */
export interface CurrentUser {
  is_auth: boolean;
  id: number | null;
}

/** The signed-in staff user's id; null for a guest, whatever id the server gave it. */
export const signedInUserId = (user: CurrentUser | undefined) =>
  user?.is_auth && typeof user.id === 'number' ? user.id : null;

export function getCurrentUser() {
  return apiRequest<{ user: CurrentUser }>('me');
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async () => (await getCurrentUser()).user,
    staleTime: Infinity,
    retry: false,
    // A failed response (API unreachable) counts as a guest. Refetching it whenever a component
    // mounts would set it pending again: the guards and the top bar would go back to waiting.
    retryOnMount: false,
  });

/** The signed-in state, requested once at load and refetched after sign-in and logout. */
export function useCurrentUser() {
  return useQuery(currentUserQuery());
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
