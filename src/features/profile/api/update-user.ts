import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fieldConflicts, type FieldConflict } from '../../../lib/edit-conflicts';
import { getUser, type UserProfile } from './get-user';
import { userKeys } from './user-keys';

/** The edited fields only; `password` when a new one is set. */
export type UserChanges = Partial<UserProfile> & { password?: string };

export const PROFILE_FIELDS = ['username', 'name', 'email'] as const;
export type ProfileConflict = FieldConflict<(typeof PROFILE_FIELDS)[number]>;

export function updateUser(id: number, changes: UserChanges) {
  return apiRequest<unknown>('updateUser', {
    params: { id },
    body: changes,
  });
}

export interface ProfileSave {
  /** The profile as the form opened with it (or as last seen in a conflict). */
  opened: UserProfile;
  changes: UserChanges;
}

/** Saved, or nothing sent because someone else changed what this edit changes. */
export type ProfileSaveOutcome = { saved: true } | { saved: false; conflicts: ProfileConflict[] };

/**
 * Reads the profile again just before saving (past the cache, which would reset the form) and
 * stops with the conflicts when someone else changed a field this edit changes.
 */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ opened, changes }: ProfileSave): Promise<ProfileSaveOutcome> => {
      const { user: current } = await getUser(id);
      const edited = { ...opened, ...changes };
      const conflicts = fieldConflicts(PROFILE_FIELDS, opened, edited, current);
      if (conflicts.length > 0) return { saved: false, conflicts };
      await updateUser(id, changes);
      return { saved: true };
    },
    onSuccess: (outcome) => {
      if (outcome.saved) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
