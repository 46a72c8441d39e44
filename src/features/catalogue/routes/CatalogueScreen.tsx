import { Heading } from '@chakra-ui/react';

export function CatalogueScreen() {
  return <Heading as="h1">Catalogue</Heading>;
}
