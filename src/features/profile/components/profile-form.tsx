import { Button, HStack, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { EditConflicts } from '../../../components/edit-conflicts';
import { formikFieldProps, TextField } from '../../../components/text-field';
import { notify } from '../../../components/toaster';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back';
import type { UserProfile } from '../api/get-user';
import { useUpdateUser, type ProfileConflict } from '../api/update-user';
import { profileFormSchema, type ProfileFormValues } from '../profile-schema';
import { profileChanges, profileFormValues, shownProfileConflict } from './profile-changes';

const FIELDS: Array<{
  name: keyof ProfileFormValues;
  label: string;
  type: string;
  autoComplete: string;
}> = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export const PROFILE_SAVED = 'You successfully update your data';
export const NOTHING_CHANGED = 'No changes to save';

interface ProfileFormProps {
  userId: number;
  profile: UserProfile;
}

/**
 * Read-only until 'Start Editing!'; a save sends only the edited fields, and none that someone
 * else changed meanwhile without a word (src/lib/edit-conflicts.ts).
 */
export function ProfileForm({ userId, profile }: ProfileFormProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser(userId);
  const initialValues = useMemo(() => profileFormValues(profile), [profile]);
  // What someone else saved, shown in a conflict: a save compares with it instead.
  const [seenSince, setSeenSince] = useState<Partial<UserProfile>>({});
  const [conflicts, setConflicts] = useState<ProfileConflict[]>([]);
  const opened = { ...profile, ...seenSince };

  const finishEditing = () => {
    setEditing(false);
    setSeenSince({});
    setConflicts([]);
  };

  const form = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileFormSchema,
    onSubmit: async (values, helpers) => {
      const changes = profileChanges(opened, values);
      if (Object.keys(changes).length === 0) {
        notify('warning', NOTHING_CHANGED);
        return;
      }
      try {
        const outcome = await update.mutateAsync({ opened, changes });
        if (!outcome.saved) {
          setConflicts(outcome.conflicts);
          setSeenSince((seen) => ({
            ...seen,
            ...Object.fromEntries(outcome.conflicts.map(({ field, theirs }) => [field, theirs])),
          }));
          return;
        }
        notify('success', PROFILE_SAVED);
      } catch {
        // The query client shows the server's detail.
      }
      // Success or failure, the form is read-only again with the server's values.
      finishEditing();
      helpers.resetForm();
    },
  });
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(form.isSubmitting);

  const cancel = () => {
    finishEditing();
    form.resetForm();
  };

  const takeTheirs = (field: string) => {
    const conflict = conflicts.find((shown) => shown.field === field);
    if (!conflict) return;
    setConflicts((shown) => shown.filter((other) => other !== conflict));
    void form.setFieldValue(conflict.field, String(conflict.theirs));
  };

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="5">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...field}
            {...formikFieldProps(form, field.name)}
            disabled={!editing}
          />
        ))}
        <EditConflicts
          subject="your profile"
          conflicts={conflicts.map(shownProfileConflict)}
          onUseTheirs={takeTheirs}
        />
        {editing ? (
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" onClick={cancel} disabled={form.isSubmitting}>
              Cancel
            </Button>
            <Button
              ref={submitButton}
              type="submit"
              colorPalette="blue"
              loading={form.isSubmitting}
            >
              Submit
            </Button>
          </HStack>
        ) : (
          <Button alignSelf="flex-end" colorPalette="blue" onClick={() => setEditing(true)}>
            Start Editing!
          </Button>
        )}
      </Stack>
    </form>
  );
}
