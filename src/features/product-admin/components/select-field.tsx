import { Field, NativeSelect } from '@chakra-ui/react';

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The first, empty choice ('Choose a …'), when nothing is chosen yet. */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled native select of a product form; each option's value is its text in lowercase. */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  error,
  disabled = false,
  onChange,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option.toLowerCase()}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
