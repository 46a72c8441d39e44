import { Heading } from '@chakra-ui/react';

export default function CreateProductScreen() {
  return <Heading as="h1">CreateProductScreen</Heading>;
}
