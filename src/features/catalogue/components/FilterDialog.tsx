import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { EMPTY_FILTER_FIELDS, numberFieldError, type FilterFields } from '../catalogue-query';

interface FilterDialogProps {
  open: boolean;
  initial: FilterFields;
  onApply: (fields: FilterFields) => void;
  /** The spec's Close button also clears the filters. */
  onClear: () => void;
  onDismiss: () => void;
}

const NUMBER_FIELDS = [
  { key: 'min_price', label: 'Min price (BAM)' },
  { key: 'max_price', label: 'Max price (BAM)' },
  { key: 'quantity', label: 'Quantity (at least)' },
] as const;

export function FilterDialog({ open, initial, onApply, onClear, onDismiss }: FilterDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted per opening, so the fields start from the current query each time. */}
            {open && <FilterForm initial={initial} onApply={onApply} onClear={onClear} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Dismiss" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FilterForm({ initial, onApply, onClear }: Omit<FilterDialogProps, 'open' | 'onDismiss'>) {
  const [fields, setFields] = useState<FilterFields>(initial);
  const errors = Object.fromEntries(
    NUMBER_FIELDS.map(({ key }) => [key, numberFieldError(fields[key])]),
  ) as Partial<Record<keyof FilterFields, string>>;
  const valid = Object.values(errors).every((error) => !error);

  const set = (key: keyof FilterFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onApply(fields);
  };

  const clear = () => {
    setFields(EMPTY_FILTER_FIELDS);
    onClear();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Product filter</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Name</Field.Label>
            <Input name="name" value={fields.name} onChange={set('name')} autoComplete="off" />
          </Field.Root>
          {NUMBER_FIELDS.map(({ key, label }) => (
            <Field.Root key={key} invalid={Boolean(errors[key])}>
              <Field.Label>{label}</Field.Label>
              <Input
                name={key}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={fields[key]}
                onChange={set(key)}
              />
              <Field.ErrorText>{errors[key]}</Field.ErrorText>
            </Field.Root>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={clear}>
          Close
        </Button>
        <Button type="submit" colorPalette="blue" disabled={!valid}>
          Apply Filters
        </Button>
      </Dialog.Footer>
    </form>
  );
}
