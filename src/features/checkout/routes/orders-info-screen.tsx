import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { withChakra } from '../../../theme/chakra-scope';

/**
 * The menu's 'Orders' for a shopper: orders are placed from the cart, and shoppers have no
 * order history to open; staff manage orders in the dashboard (signed-in staff never see this).
 */
function OrdersInfoScreenContent() {
  return (
    <Stack gap="5" maxW="2xl" py="6" pb="10">
      <Heading as="h1" size="2xl">
        Orders
      </Heading>
      <Text>
        You place an order from your cart: add products, open the cart, choose Proceed to Checkout
        and fill in your details.
      </Text>
      <Text color="fg.muted">
        There is no order history for shoppers. Our staff see every order in the dashboard and take
        care of it from there.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to={paths.cart}>Go to your cart</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.home}>Continue shopping</RouterLink>
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Staff?{' '}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.signIn}>Sign in to manage orders</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const OrdersInfoScreen = withChakra(OrdersInfoScreenContent);
