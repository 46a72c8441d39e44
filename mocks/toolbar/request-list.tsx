import { Box, Button, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { ToolbarBackend } from './types';

/** The newest calls shown; `window.__mock.requests()` has them all. */
const SHOWN = 20;

/**
 * What this tab sent the mock, newest first: the journal at a glance, folded by default so the
 * panel stays short enough to leave the page's end in view.
 */
export function RequestList({ journal }: { journal: ToolbarBackend['journal'] }) {
  // A snapshot must stay the same between changes: the lines' text is one.
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
    <Box as="details">
      <Text as="summary" fontWeight="semibold" cursor="pointer">
        Requests ({count})
      </Text>
      {count > 0 && (
        <Box
          as="ol"
          aria-label={`Newest ${Math.min(count, SHOWN)} requests, newest first`}
          tabIndex={0}
          maxH="8rem"
          overflowY="auto"
          my="1"
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
      <Button size="xs" variant="outline" onClick={journal.clear} disabled={count === 0}>
        Clear requests
      </Button>
    </Box>
  );
}
