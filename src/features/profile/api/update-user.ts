import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import type { UserProfile } from './get-user';
import { userQueryKey } from './get-user';

/** The edited fields only; `password` when a new one is set. */
export type UserChanges = Partial<UserProfile> & { password?: string };

export function updateUser(id: number, changes: UserChanges) {
  return apiRequest<unknown>('updateUser', {
    params: { id },
    body: changes,
  });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UserChanges) => unwrap(await updateUser(id, changes)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}
