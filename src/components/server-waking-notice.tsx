import { Alert, Box, Spinner } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import {
  isServerWaking,
  SERVER_WAKING_MESSAGE,
  subscribeToServerWaking,
} from '../lib/server-waking';

const notWakingInPrerender = () => false;

/** Over every page, while a read waits for the API to wake up: the page loads by itself. */
export function ServerWakingNotice() {
  const waking = useSyncExternalStore(
    subscribeToServerWaking,
    isServerWaking,
    notWakingInPrerender,
  );
  if (!waking) return null;
  return (
    <Box
      position="fixed"
      top="20"
      insetX="0"
      px="4"
      zIndex="overlay"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      <Alert.Root status="info" role="status" maxW="md" boxShadow="lg" alignItems="center">
        <Spinner size="sm" color="blue.fg" flexShrink="0" />
        <Alert.Content>
          <Alert.Description>{SERVER_WAKING_MESSAGE}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
