import { Heading } from '@chakra-ui/react';

export function CheckoutScreen() {
  return <Heading as="h1">Checkout</Heading>;
}
