import { Alert } from '@chakra-ui/react';

/** The spec's yellow disclaimer (Chakra's warning status alone is orange). */
export function ProfileDisclaimer() {
  return (
    <Alert.Root status="warning" colorPalette="yellow">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Use your own email address</Alert.Title>
        <Alert.Description>
          Please change the email to your own real address, so you can test receiving the order
          confirmation.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
