import { Box, Heading, Stack } from '@chakra-ui/react';
import { failureMessage } from '../../../lib/api-client';
import { signedInUserId, useCurrentUser } from '../../auth';
import { useUser } from '../api/get-user';
import { ProfileDisclaimer } from '../components/profile-disclaimer';
import { ProfileForm } from '../components/profile-form';
import { ErrorState, LoadingState } from '../../../components/query-states';

export default function ProfileScreen() {
  const userId = signedInUserId(useCurrentUser().data);
  const user = useUser(userId);

  return (
    <Box maxW="xl" mx="auto">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your profile
        </Heading>
        <ProfileDisclaimer />
        {user.isPending && <LoadingState>Loading profile...</LoadingState>}
        {user.isError && <ErrorState>{failureMessage(user.error)}</ErrorState>}
        {user.isSuccess && userId !== null && <ProfileForm userId={userId} profile={user.data} />}
      </Stack>
    </Box>
  );
}
