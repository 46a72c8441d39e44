import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_CACHE_MS } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export interface UserProfile {
  name: string;
  username: string;
  email: string;
}

export function getUser(id: number) {
  return apiRequest<{ user: UserProfile }>('getUser', { params: { id } });
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await getUser(id)).user,
    staleTime: PROFILE_CACHE_MS,
  });

/** The profile of a user; `id` null (not known yet) waits. */
export function useUser(id: number | null | undefined) {
  return useQuery({ ...userQuery(id ?? 0), enabled: typeof id === 'number' });
}
