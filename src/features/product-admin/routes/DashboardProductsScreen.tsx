import { Heading } from '@chakra-ui/react';

export default function DashboardProductsScreen() {
  return <Heading as="h1">DashboardProductsScreen</Heading>;
}
