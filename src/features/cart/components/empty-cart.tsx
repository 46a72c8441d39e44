import { Button, Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface EmptyCartProps {
  note?: string;
  /** h1 where it is the whole screen (the cart), h2 inside another screen (checkout). */
  headingLevel?: 'h1' | 'h2';
}

/** 'Cart is empty', with the way back to the shop. */
export function EmptyCart({ note, headingLevel = 'h2' }: EmptyCartProps) {
  return (
    <Center py="16">
      <VStack gap="4" textAlign="center">
        <Icon as={LuShoppingCart} boxSize="12" color="fg.subtle" />
        <Heading as={headingLevel} size="xl">
          Cart is empty
        </Heading>
        {note && <Text color="fg.muted">{note}</Text>}
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.home}>Back to the shop</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
