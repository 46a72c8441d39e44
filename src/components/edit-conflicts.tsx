import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** One field someone else changed meanwhile, in words: its label and both values as shown. */
export interface ShownConflict {
  key: string;
  label: string;
  /** e.g. 'now 99.99 KM, yours 50.00 KM.' */
  values: string;
}

export interface EditConflictsProps {
  /** What was changed, e.g. 'this product'. */
  subject: string;
  conflicts: ShownConflict[];
  onUseTheirs: (key: string) => void;
}

/**
 * Someone else saved the same fields while this form was open: nothing was saved, and each field
 * shows both values. Saving again keeps this person's; "Use theirs" takes the other's.
 */
export function EditConflicts({ subject, conflicts, onUseTheirs }: EditConflictsProps) {
  const titleId = useId();
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={titleId}>Someone else changed {subject} since you opened it</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>Nothing was saved. Save again to keep yours, or use theirs.</Text>
            <List.Root gap="2" ps="4">
              {conflicts.map(({ key, label, values }) => (
                <List.Item key={key}>
                  <Stack direction="row" align="center" gap="3" wrap="wrap">
                    <Text>
                      {label}: {values}
                    </Text>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Use theirs for ${label}`}
                      onClick={() => onUseTheirs(key)}
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
