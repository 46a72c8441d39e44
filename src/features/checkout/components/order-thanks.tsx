import {
  Alert,
  Button,
  Center,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { focusOnShow } from '../../../lib/focus';
import type { Receipt as PlacedOrder } from '../receipts/receipt-store';
import { Receipt } from './receipt';

const heading = (
  <Heading as="h1" size="2xl" ref={focusOnShow}>
    Thank you for your order
  </Heading>
);

/** The thank-you while the shop takes the shopper back to it: the order's copy is on the device. */
export function OrderThanks() {
  return (
    <Center py="16">
      <VStack gap="3" textAlign="center">
        {heading}
        <Text color="fg.muted">Taking you back to the shop...</Text>
        <Text color="fg.muted">
          A copy of your order is kept on this device, under{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.ordersShortcut}>Orders</RouterLink>
          </Link>
          .
        </Text>
      </VStack>
    </Center>
  );
}

/**
 * The thank-you when this device could not keep the order's copy (its storage full or turned
 * off): the order stays on screen, printable, until the shopper goes on.
 */
export function OrderThanksNotKept({ receipt }: { receipt: PlacedOrder }) {
  const titleId = useId();
  return (
    <Stack gap="5" maxW="3xl" mx="auto" py="6" pb="10">
      {heading}
      <Alert.Root status="warning" role="alert" aria-labelledby={titleId}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id={titleId}>
            Your order was placed, but this device could not keep a copy of it.
          </Alert.Title>
          <Alert.Description>
            Its storage is full or turned off, and the shop cannot show you this order again: print
            this page or note the order down before you leave it.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Receipt receipt={receipt} />
      <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
        <Button colorPalette="blue" onClick={() => window.print()}>
          Print
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.home}>Back to the shop</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
