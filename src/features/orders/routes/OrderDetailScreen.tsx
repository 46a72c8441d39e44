import { Heading } from '@chakra-ui/react';

export default function OrderDetailScreen() {
  return <Heading as="h1">OrderDetailScreen</Heading>;
}
