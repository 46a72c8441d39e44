import { Button, CloseButton, Dialog, Field, NativeSelect, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { SortDirection } from '../api/list-products';

interface SortDialogProps {
  open: boolean;
  initial: SortDirection;
  onApply: (sort: SortDirection) => void;
  onClose: () => void;
}

export const SORT_OPTIONS: { value: SortDirection; label: string }[] = [
  { value: 'desc', label: 'Newest first (DESC)' },
  { value: 'asc', label: 'Oldest first (ASC)' },
];

export function SortDialog({ open, initial, onApply, onClose }: SortDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && <SortForm initial={initial} onApply={onApply} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Dismiss" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SortForm({ initial, onApply, onClose }: Omit<SortDialogProps, 'open'>) {
  const [sort, setSort] = useState<SortDirection>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(sort);
  };
  return (
    <form onSubmit={submit}>
      <Dialog.Header>
        <Dialog.Title>Sorting</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
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
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" colorPalette="blue">
          Apply sorting
        </Button>
      </Dialog.Footer>
    </form>
  );
}
