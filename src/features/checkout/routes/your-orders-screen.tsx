import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toaster';
import { announce } from '../../../components/announcer';
import { paths } from '../../../config/paths';
import { withChakra } from '../../../theme/chakra-scope';
import { Receipt } from '../components/receipt';
import { forgetReceipt, useReceipts } from '../receipts/receipt-store';

/**
 * The menu's 'Orders' for a shopper: the orders placed in this browser, as the device kept them
 * (the server keeps no list a shopper can read), printable. Signed-in staff never see this: they
 * manage every order in the dashboard.
 */
function YourOrdersScreenContent() {
  const receipts = useReceipts();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = () => {
    if (removing === null) return;
    if (forgetReceipt(removing)) announce('The order was removed from this device.');
    else
      notify('danger', "This device's storage could not be changed, so the order is still here.");
    setRemoving(null);
  };

  return (
    <Stack gap="5" maxW="3xl" py="6" pb="10">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1}>
          Orders
        </Heading>
        {receipts.length > 0 && (
          <Button variant="outline" onClick={() => window.print()} _print={{ display: 'none' }}>
            Print
          </Button>
        )}
      </HStack>
      {receipts.length > 0 ? (
        <>
          <Text color="fg.muted">
            The orders placed in this browser, kept on this device only: the shop keeps no list of
            them for you. Clearing the browser&apos;s data removes them, and orders placed on
            another device are not here.
          </Text>
          {receipts.map((receipt) => (
            <Receipt
              key={receipt.placedAt}
              receipt={receipt}
              actions={
                <Button variant="outline" size="sm" onClick={() => setRemoving(receipt.placedAt)}>
                  Remove from this device
                </Button>
              }
            />
          ))}
        </>
      ) : (
        <Text>
          No order has been placed in this browser yet. You place an order from your cart: add
          products, open the cart, choose Proceed to Checkout and fill in your details.
        </Text>
      )}
      <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.cart}>Go to your cart</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.home}>Continue shopping</RouterLink>
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" _print={{ display: 'none' }}>
        Staff?{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.signIn}>Sign in to manage orders</RouterLink>
        </Link>
      </Text>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this order from this device?"
        text="The order stays placed with the shop; only this device's copy of it goes."
        confirmLabel="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
        finalFocusEl={() => heading.current}
      />
    </Stack>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const YourOrdersScreen = withChakra(YourOrdersScreenContent);
