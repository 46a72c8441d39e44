import type { UserProfile } from '../api/get-user';
import type { UserChanges } from '../api/update-user';
import type { ProfileFormValues } from '../profile-schema';

const TEXT_FIELDS = ['username', 'name', 'email'] as const;

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return { ...profile, password: '', confirmPassword: '' };
}

/** Only what the user edited: trimmed texts that differ, and a new password when given. */
export function profileChanges(profile: UserProfile, values: ProfileFormValues): UserChanges {
  const changes: UserChanges = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== profile[field]) changes[field] = value;
  }
  if (values.password) changes.password = values.password;
  return changes;
}
