import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <Center minH="70vh" px="4">
      <VStack gap="4" textAlign="center">
        <Text fontWeight="semibold" color="blue.600">
          404
        </Text>
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">Sorry, we couldn&apos;t find the page you&apos;re looking for.</Text>
        <Button colorPalette="blue" onClick={() => navigate(-1)}>
          Go back
        </Button>
      </VStack>
    </Center>
  );
}
