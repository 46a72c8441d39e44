import { Alert, Button, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import {
  isServerWaking,
  SERVER_WAKING_MESSAGE,
  subscribeToServerWaking,
} from '../lib/server-waking';

const notWakingInPrerender = () => false;

/** While a read waits for the API to wake up: the page loads by itself (lib/server-waking.ts). */
function useServerWaking(): boolean {
  return useSyncExternalStore(subscribeToServerWaking, isServerWaking, notWakingInPrerender);
}

/** What a list or screen shows while its data loads. */
export function LoadingState({ children, minH }: { children: ReactNode; minH?: string }) {
  const waking = useServerWaking();
  return (
    <Center py="16" px="4" minH={minH}>
      <VStack role="status" gap="3">
        <Spinner size="lg" color="blue.500" />
        <Text color="fg.muted">{children}</Text>
        {waking && (
          <Text color="fg.muted" textAlign="center" maxW="sm">
            {SERVER_WAKING_MESSAGE}
          </Text>
        )}
      </VStack>
    </Center>
  );
}

/** What a list or screen shows when its data could not be loaded, with a way to try again. */
export function ErrorState({ children }: { children: ReactNode }) {
  // Try again may meet the API waking up: the state says so while it waits.
  const waking = useServerWaking();
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{children}</Alert.Title>
        {waking && <Alert.Description>{SERVER_WAKING_MESSAGE}</Alert.Description>}
      </Alert.Content>
      <TryAgainButton />
    </Alert.Root>
  );
}

const failed = (query: Query) => query.state.status === 'error';

/**
 * Refetches what the screen failed to load: every query on screen that failed. The screen
 * shows its data, or its error state again, by what the responses say.
 */
function TryAgainButton() {
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const tryAgain = async () => {
    setRetrying(true);
    try {
      await queryClient.refetchQueries({ type: 'active', predicate: failed });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="red" loading={retrying} onClick={tryAgain}>
      <LuRotateCw /> Try again
    </Button>
  );
}
