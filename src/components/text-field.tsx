import { Field, Input, InputGroup, Textarea } from '@chakra-ui/react';
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<TextControl>;
  onBlur?: FocusEventHandler<TextControl>;
  /** Shown under the input, and marks the field invalid. */
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number | string;
  step?: number | string;
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Shows "length / maxLength" under the input. */
  showCount?: boolean;
  /** Inside the input, at its end (a show-password button). */
  endElement?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  gridColumn?: Field.RootProps['gridColumn'];
}

/** The forms' labelled text input (or textarea), with its error and an optional counter. */
export function TextField({
  label,
  error,
  rows,
  showCount = false,
  endElement,
  required = false,
  disabled = false,
  gridColumn,
  ...control
}: TextFieldProps) {
  const input = rows ? <Textarea rows={rows} {...control} /> : <Input {...control} />;
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
      {endElement ? <InputGroup endElement={endElement}>{input}</InputGroup> : input}
      {showCount && (
        <Field.HelperText alignSelf="flex-end" aria-live="polite">
          {control.value.length} / {control.maxLength}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type TextValues<Values> = { [Key in keyof Values]: string };

/**
 * What a text field reads of `useFormik`'s result (or of a form hook of the same shape), for a
 * form whose values are all texts.
 */
interface FormState<Values> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  touched: Partial<Record<keyof Values, boolean>>;
  submitCount: number;
  handleChange: ChangeEventHandler<TextControl>;
  handleBlur: FocusEventHandler<TextControl>;
}

/** A formik field's TextField props; its error shows once it is touched or the form submitted. */
export function formikFieldProps<Values extends TextValues<Values>>(
  form: FormState<Values>,
  name: keyof Values & string,
) {
  return {
    name,
    value: form.values[name],
    error: form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  };
}
