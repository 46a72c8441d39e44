import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { FILTER_MIN } from '../../../config/rules/product-filter';
import type { ProductFilters } from '../api/list-products';
import {
  EMPTY_FILTER_FIELDS,
  fieldsFromFilters,
  filtersFromFields,
  numberFieldError,
  priceRangeError,
  type FilterFields,
} from '../query/filter-fields';
import { withChakra } from '../../../theme/chakra-scope';

interface FilterDialogProps {
  open: boolean;
  /** The filters shown; the sort among them is kept. */
  initial: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  /** The spec's Close button also clears the filters. */
  onClear: () => void;
  onDismiss: () => void;
}

const NUMBER_FIELDS = [
  { key: 'min_price', label: 'Min price (BAM)', wholeNumber: false },
  { key: 'max_price', label: 'Max price (BAM)', wholeNumber: false },
  // The server matches stock equal to this number.
  { key: 'quantity', label: 'Quantity in stock (exactly)', wholeNumber: true },
] as const;

function FilterDialogContent({ open, initial, onApply, onClear, onDismiss }: FilterDialogProps) {
  return (
    <FormDialog open={open} onDismiss={onDismiss}>
      <FilterForm initial={initial} onApply={onApply} onClear={onClear} />
    </FormDialog>
  );
}

function FilterForm({ initial, onApply, onClear }: Omit<FilterDialogProps, 'open' | 'onDismiss'>) {
  const [fields, setFields] = useState<FilterFields>(() => fieldsFromFilters(initial));
  const errors = Object.fromEntries(
    NUMBER_FIELDS.map(({ key, wholeNumber }) => [key, numberFieldError(fields[key], wholeNumber)]),
  ) as Partial<Record<keyof FilterFields, string>>;
  errors.min_price ??= priceRangeError(fields);
  const valid = Object.values(errors).every((error) => !error);

  const set = (key: keyof FilterFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const clear = () => {
    setFields(EMPTY_FILTER_FIELDS);
    onClear();
  };

  return (
    <DialogForm
      title="Product filter"
      submitLabel="Apply Filters"
      submitDisabled={!valid}
      onSubmit={() => onApply(filtersFromFields(fields, initial.sort))}
      onClose={clear}
    >
      <Stack gap="4">
        <TextField
          name="name"
          label="Name"
          value={fields.name}
          onChange={set('name')}
          autoComplete="off"
        />
        {NUMBER_FIELDS.map(({ key, label, wholeNumber }) => (
          <TextField
            key={key}
            name={key}
            label={label}
            type="number"
            inputMode={wholeNumber ? 'numeric' : 'decimal'}
            min={FILTER_MIN}
            step={wholeNumber ? 1 : 'any'}
            value={fields[key]}
            onChange={set(key)}
            error={errors[key]}
          />
        ))}
      </Stack>
    </DialogForm>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const FilterDialog = withChakra(FilterDialogContent);
