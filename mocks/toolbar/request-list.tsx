import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { ToolbarBackend } from './types';

/** The newest calls shown; `window.__mock.requests()` has them all. */
const SHOWN = 20;

/** What this tab sent the mock, newest first: the journal at a glance. */
export function RequestList({ journal }: { journal: ToolbarBackend['journal'] }) {
  // The count changes with every call and every answer's status, so the text is the snapshot.
  const lines = useSyncExternalStore(journal.subscribe, () =>
    journal
      .entries()
      .slice(-SHOWN)
      .reverse()
      .map(({ method, path, status }) => `${method} ${path} ${status ?? '…'}`)
      .join('\n'),
  );
  const count = useSyncExternalStore(journal.subscribe, () => journal.entries().length);
  return (
    <Box as="section" aria-labelledby="mock-requests-heading">
      <HStack justify="space-between" mb="1">
        <Text id="mock-requests-heading" fontWeight="semibold">
          Requests ({count})
        </Text>
        <Button size="xs" variant="outline" onClick={journal.clear} disabled={count === 0}>
          Clear requests
        </Button>
      </HStack>
      {count > 0 && (
        <Box
          as="ol"
          aria-label={`Newest ${Math.min(count, SHOWN)} requests, newest first`}
          tabIndex={0}
          maxH="8rem"
          overflowY="auto"
          fontFamily="mono"
          fontSize="xs"
          listStyleType="none"
          wordBreak="break-all"
        >
          {lines.split('\n').map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
