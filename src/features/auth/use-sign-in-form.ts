import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { Credentials } from './api/login';
import { credentialErrors } from './sign-in-schema';

const EMPTY: Credentials = { username: '', password: '' };

type Field = keyof Credentials;
type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

interface SubmitHelpers {
  /** Back to empty fields with no messages shown. */
  resetForm(): void;
}

/**
 * The sign-in form's state, shaped as formik's `useFormik` result so `formikFieldProps` reads it:
 * a field's message shows once the field was left or the form submitted, and submitting stays
 * on until `onSubmit` settles. Two fields do not need formik (docs/performance.md, "Where
 * the speed comes from").
 */
export function useSignInForm(
  onSubmit: (values: Credentials, helpers: SubmitHelpers) => Promise<void>,
) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = credentialErrors(values);

  const resetForm = () => {
    setValues(EMPTY);
    setTouched({});
    setSubmitCount(0);
  };

  return {
    values,
    errors,
    touched,
    submitCount,
    isSubmitting,
    handleChange: (event: FieldEvent) => {
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { name } = event.target;
      setTouched((current) => ({ ...current, [name]: true }));
    },
    handleSubmit: async (event: FormEvent) => {
      event.preventDefault();
      setSubmitCount((count) => count + 1);
      if (Object.keys(errors).length > 0) return;
      setSubmitting(true);
      try {
        await onSubmit(values, { resetForm });
      } finally {
        setSubmitting(false);
      }
    },
  };
}
