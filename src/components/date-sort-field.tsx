import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import { SORT_OPTIONS, type SortDirection } from '../config/rules/product-filter';

interface DateSortFieldProps extends Omit<FieldRootProps, 'onChange'> {
  value: SortDirection;
  onChange: (sort: SortDirection) => void;
}

/** 'Sort by date': newest or oldest first (the catalogue's sort dialog, the dashboard's list). */
export function DateSortField({ value, onChange, ...fieldProps }: DateSortFieldProps) {
  return (
    <Field.Root {...fieldProps}>
      <Field.Label>Sort by date</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="sort"
          value={value}
          onChange={(event) => onChange(event.target.value === 'asc' ? 'asc' : 'desc')}
        >
          {SORT_OPTIONS.map((option) => (
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
