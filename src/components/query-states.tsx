import { Alert, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list or screen shows while its data loads. */
export function LoadingState({ children, minH }: { children: ReactNode; minH?: string }) {
  return (
    <Center py="16" minH={minH}>
      <VStack role="status" gap="3">
        <Spinner size="lg" color="blue.500" />
        <Text color="fg.muted">{children}</Text>
      </VStack>
    </Center>
  );
}

/** What a list or screen shows when its data could not be loaded. */
export function ErrorState({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
