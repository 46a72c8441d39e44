import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import { SORT_OPTIONS, type SortDirection } from '../config/rules/product-filter';

interface SortFieldProps<Value extends string> extends Omit<FieldRootProps, 'onChange'> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (sort: Value) => void;
}

/** A sort select: the catalogue's sort dialog, the dashboard's product list. */
export function SortField<Value extends string>({
  label,
  options,
  value,
  onChange,
  ...fieldProps
}: SortFieldProps<Value>) {
  return (
    <Field.Root {...fieldProps}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="sort"
          value={value}
          onChange={(event) =>
            onChange(
              options.find((option) => option.value === event.target.value)?.value ??
                options[0].value,
            )
          }
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

type DateSortFieldProps = Omit<SortFieldProps<SortDirection>, 'label' | 'options'>;

/** 'Sort by date': newest or oldest first (the dashboard's product list). */
export function DateSortField(props: DateSortFieldProps) {
  return <SortField label="Sort by date" options={SORT_OPTIONS} {...props} />;
}
