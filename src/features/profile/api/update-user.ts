import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UserProfile } from './get-user';
import { userKeys } from './user-keys';

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
    mutationFn: (changes: UserChanges) => updateUser(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
