import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

/** Any other path: shown inside the shop's layout, with a way back and a way home. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Center minH="60vh">
      <VStack gap="4" textAlign="center">
        <Text fontWeight="semibold" color="blue.600">
          404
        </Text>
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">Sorry, we couldn&apos;t find the page you&apos;re looking for.</Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="blue" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home}>Back to the shop</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Center>
  );
}
