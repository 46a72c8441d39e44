import { Alert, Box, Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { failureMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';
import { useUser } from '../api/get-user';
import { ProfileDisclaimer } from '../components/ProfileDisclaimer';
import { ProfileForm } from '../components/ProfileForm';

export default function ProfileScreen() {
  const userId = useCurrentUser().data?.id ?? null;
  const user = useUser(userId);

  return (
    <Box maxW="xl" mx="auto">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your profile
        </Heading>
        <ProfileDisclaimer />
        {user.isPending && (
          <Center py="10">
            <Spinner size="lg" aria-label="Loading profile" />
          </Center>
        )}
        {user.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failureMessage(user.error)}</Alert.Title>
          </Alert.Root>
        )}
        {user.isSuccess && userId !== null && <ProfileForm userId={userId} profile={user.data} />}
      </Stack>
    </Box>
  );
}
