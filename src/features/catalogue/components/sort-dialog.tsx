import { useState } from 'react';
import { DateSortField } from '../../../components/date-sort-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { SortDirection } from '../../../config/rules/product-filter';
import { withChakra } from '../../../theme/chakra-scope';

interface SortDialogProps {
  open: boolean;
  initial: SortDirection;
  onApply: (sort: SortDirection) => void;
  onClose: () => void;
}

function SortDialogContent({ open, initial, onApply, onClose }: SortDialogProps) {
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
      <DateSortField value={sort} onChange={setSort} />
    </DialogForm>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const SortDialog = withChakra(SortDialogContent);
