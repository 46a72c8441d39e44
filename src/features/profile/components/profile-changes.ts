import type { UserProfile } from '../api/get-user';
import { PROFILE_FIELDS, type ProfileConflict, type UserChanges } from '../api/update-user';
import type { ProfileFormValues } from '../profile-schema';

const LABELS: Record<ProfileConflict['field'], string> = {
  username: 'Username',
  name: 'Name',
  email: 'Email',
};

/** A conflict in words, for the form's alert. */
export const shownProfileConflict = ({ field, theirs, yours }: ProfileConflict) => ({
  key: field,
  label: LABELS[field],
  values: `now “${theirs}”, yours “${yours}”.`,
});

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return { ...profile, password: '', confirmPassword: '' };
}

/** Only what the user edited: trimmed texts that differ, and a new password when given. */
export function profileChanges(profile: UserProfile, values: ProfileFormValues): UserChanges {
  const changes: UserChanges = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value !== profile[field]) changes[field] = value;
  }
  if (values.password) changes.password = values.password;
  return changes;
}
