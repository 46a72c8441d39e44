import { HStack, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's h1, with its actions on the same row (they wrap below it on a narrow screen). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
