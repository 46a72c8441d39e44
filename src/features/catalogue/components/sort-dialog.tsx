import { useState } from 'react';
import { SortField } from '../../../components/sort-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { CATALOGUE_SORT_OPTIONS, type CatalogueSort } from '../../../config/rules/product-filter';
import { withChakra } from '../../../theme/chakra-scope';

interface SortDialogProps {
  open: boolean;
  initial: CatalogueSort;
  onApply: (sort: CatalogueSort) => void;
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
  const [sort, setSort] = useState<CatalogueSort>(initial);
  return (
    <DialogForm
      title="Sorting"
      submitLabel="Apply sorting"
      onSubmit={() => onApply(sort)}
      onClose={onClose}
    >
      <SortField label="Sort by" options={CATALOGUE_SORT_OPTIONS} value={sort} onChange={setSort} />
    </DialogForm>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const SortDialog = withChakra(SortDialogContent);
