import { queryOptions, useQuery } from '@tanstack/react-query';
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
