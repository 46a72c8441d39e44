import { Field, Input } from '@chakra-ui/react';
import type { FormikHandlers } from 'formik';

type TextValues<Values> = { [Key in keyof Values]: string };

/** What the field reads of `useFormik`'s result, for a form whose values are all texts. */
interface FormState<Values> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  touched: Partial<Record<keyof Values, boolean>>;
  submitCount: number;
  handleChange: FormikHandlers['handleChange'];
  handleBlur: FormikHandlers['handleBlur'];
}

interface FormikTextFieldProps<Values extends TextValues<Values>> {
  form: FormState<Values>;
  name: keyof Values & string;
  label: string;
  autoComplete: string;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  gridColumn?: Field.RootProps['gridColumn'];
}

/** A labelled text input of a formik form; its error shows once touched or submitted. */
export function FormikTextField<Values extends TextValues<Values>>({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
  required = false,
  disabled = false,
  gridColumn,
}: FormikTextFieldProps<Values>) {
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  return (
    <Field.Root
      required={required}
      disabled={disabled}
      invalid={Boolean(error)}
      gridColumn={gridColumn}
    >
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form.values[name]}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
