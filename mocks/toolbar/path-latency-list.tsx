import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ToolbarBackend } from './types';

/** The paths with a latency of their own, each with a button that takes it away. */
export function PathLatencyList({ backend }: { backend: ToolbarBackend }) {
  const [latencies, setLatencies] = useState(backend.pathLatencies);
  const entries = Object.entries(latencies);
  if (!entries.length) return null;
  const remove = (path: string) => {
    backend.removePathLatency(path);
    setLatencies(backend.pathLatencies());
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Latencies of their own">
      {entries.map(([path, ms]) => (
        <HStack as="li" key={path} justify="space-between" fontSize="xs">
          <Text fontFamily="mono" wordBreak="break-all">
            {path}: {ms} ms
          </Text>
          <Button
            size="2xs"
            variant="outline"
            aria-label={`Remove ${path}'s latency`}
            onClick={() => remove(path)}
          >
            Remove
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
