import { Button, HStack, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { formikFieldProps, TextField } from '../../../components/text-field';
import { notify } from '../../../components/toaster';
import { useFocusBackAfterBusy } from '../../../lib/focus';
import type { UserProfile } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { profileFormSchema, type ProfileFormValues } from '../profile-schema';
import { profileChanges, profileFormValues } from './profile-changes';

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

/** Read-only until 'Start Editing!'; a save sends only the edited fields. */
export function ProfileForm({ userId, profile }: ProfileFormProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser(userId);
  const initialValues = useMemo(() => profileFormValues(profile), [profile]);

  const form = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileFormSchema,
    onSubmit: async (values, helpers) => {
      const changes = profileChanges(profile, values);
      if (Object.keys(changes).length === 0) {
        notify('warning', NOTHING_CHANGED);
        return;
      }
      try {
        await update.mutateAsync(changes);
        notify('success', PROFILE_SAVED);
      } catch {
        // The query client shows the server's detail.
      }
      // Success or failure, the form is read-only again with the server's values.
      setEditing(false);
      helpers.resetForm();
    },
  });
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(form.isSubmitting);

  const cancel = () => {
    setEditing(false);
    form.resetForm();
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
