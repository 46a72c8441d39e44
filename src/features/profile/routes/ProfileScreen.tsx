import { Heading } from '@chakra-ui/react';

export default function ProfileScreen() {
  return <Heading as="h1">ProfileScreen</Heading>;
}
