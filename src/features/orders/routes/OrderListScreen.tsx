import { Heading } from '@chakra-ui/react';

export default function OrderListScreen() {
  return <Heading as="h1">OrderListScreen</Heading>;
}
