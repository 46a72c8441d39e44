import { Heading } from '@chakra-ui/react';

export function CartScreen() {
  return <Heading as="h1">Cart</Heading>;
}
