import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatKm } from '../../../lib/format';
import type { EditConflict } from '../forms/product-edit';

const LABELS: Record<EditConflict['field'], string> = {
  product_name: 'Product name',
  description: 'Description',
  price: 'Price (BAM)',
  quantity: 'Quantity',
  image_url: 'Picture',
};

function shown(field: EditConflict['field'], value: string | number): string {
  return field === 'price' ? formatKm(Number(value)) : `“${value}”`;
}

function ConflictLine({ conflict }: { conflict: EditConflict }) {
  if (conflict.field === 'image_url') {
    return <Text>Picture: someone else put a new picture; yours replaces it if you save.</Text>;
  }
  return (
    <Text>
      {LABELS[conflict.field]}: now {shown(conflict.field, conflict.theirs)}, yours{' '}
      {shown(conflict.field, conflict.yours)}.
    </Text>
  );
}

export interface EditConflictsProps {
  conflicts: EditConflict[];
  onUseTheirs: (conflict: EditConflict) => void;
}

/**
 * Someone else saved the same fields while this form was open: nothing was saved, and each field
 * shows both values. Save again keeps this person's; "Use theirs" takes the other's.
 */
export function EditConflicts({ conflicts, onUseTheirs }: EditConflictsProps) {
  const titleId = useId();
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>
          Someone else changed this product since you opened it
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>Nothing was saved. Save again to keep yours, or use theirs.</Text>
            <List.Root gap="2" ps="4">
              {conflicts.map((conflict) => (
                <List.Item key={conflict.field}>
                  <Stack direction="row" align="center" gap="3" wrap="wrap">
                    <ConflictLine conflict={conflict} />
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Use theirs for ${LABELS[conflict.field]}`}
                      onClick={() => onUseTheirs(conflict)}
                    >
                      Use theirs
                    </Button>
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
