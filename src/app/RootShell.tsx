import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Waits for the signed-in state before any route (and its guard) renders. */
export function RootShell() {
  const { isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Center minH="100vh">
        <VStack role="status" gap="3">
          <Spinner size="xl" color="blue.500" />
          <Text color="fg.muted">Loading...</Text>
        </VStack>
      </Center>
    );
  }
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
