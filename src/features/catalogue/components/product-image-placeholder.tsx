import { Center, Icon, Text, VStack } from '@chakra-ui/react';
import { LuImageOff } from 'react-icons/lu';

/** Stands in for a product without an image. */
export function ProductImagePlaceholder({ name }: { name: string }) {
  return (
    <Center
      role="img"
      aria-label={`${name} (no image)`}
      aspectRatio={4 / 3}
      w="full"
      bg="bg.muted"
      color="fg.subtle"
    >
      <VStack gap="1">
        <Icon as={LuImageOff} boxSize="8" />
        <Text fontSize="xs">No image</Text>
      </VStack>
    </Center>
  );
}
