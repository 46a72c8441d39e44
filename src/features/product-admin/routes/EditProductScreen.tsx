import { Heading } from '@chakra-ui/react';

export default function EditProductScreen() {
  return <Heading as="h1">EditProductScreen</Heading>;
}
