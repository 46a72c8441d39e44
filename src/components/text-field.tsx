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
        // Read with the field (it describes it), not at each key: a live count would speak
        // every character typed.
        <Field.HelperText alignSelf="flex-end">
          {control.value.length} / {control.maxLength}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

// Re-exported for the forms that import it from here (sign-in imports it from its own module).
export { formikFieldProps } from './form-field-props';
