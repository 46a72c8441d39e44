import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { SORT_OPTIONS, type SortDirection } from '../../../config/rules/product-filter';

interface SortDialogProps {
  open: boolean;
  initial: SortDirection;
  onApply: (sort: SortDirection) => void;
  onClose: () => void;
}

export function SortDialog({ open, initial, onApply, onClose }: SortDialogProps) {
  return (
    <FormDialog open={open} onDismiss={onClose}>
      <SortForm initial={initial} onApply={onApply} onClose={onClose} />
    </FormDialog>
  );
}

function SortForm({ initial, onApply, onClose }: Omit<SortDialogProps, 'open'>) {
  const [sort, setSort] = useState<SortDirection>(initial);
  return (
    <DialogForm
      title="Sorting"
      submitLabel="Apply sorting"
      onSubmit={() => onApply(sort)}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>Sort by date</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sort"
            value={sort}
            onChange={(event) => setSort(event.target.value === 'asc' ? 'asc' : 'desc')}
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
    </DialogForm>
  );
}
