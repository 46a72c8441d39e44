import { Alert, Center, Grid, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { notify } from '../../../components/toaster';
import { answerLost } from '../../../lib/api-client';
import { focusOnShow } from '../../../lib/focus';
import { CartSummary, EmptyCart, itemsTotal, useCart } from '../../cart';
import { useCreateOrder } from '../api/create-order';
import { toOrderPayload, type CustomerDetails } from '../checkout-schema';
import { CustomerDetailsForm } from '../components/customer-details-form';
import { OrderItems } from '../components/order-items';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { withChakra } from '../../../theme/chakra-scope';

function CheckoutScreenContent() {
  const { data: cart, isPending, isError } = useCart();
  const order = useCreateOrder();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);
  // A second submit while the first is on its way is ignored: a double click makes one order.
  const submitting = useRef(false);
  // An order whose answer was lost may have been placed: production empties the cart when it
  // is, so the cart read again (now, or once back online) says which.
  const [answerWasLost, setAnswerWasLost] = useState(false);
  const placedUnseen = answerWasLost && cart?.items.length === 0;
  const thanked = placed || placedUnseen;

  useEffect(() => {
    if (placedUnseen) notify('success', 'Order successfully made');
  }, [placedUnseen]);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [thanked, navigate]);

  const placeOrder = async (details: CustomerDetails) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await order.mutateAsync(toOrderPayload(details));
      notify('success', 'Order successfully made');
      setPlaced(true);
    } catch (error) {
      // The query client shows the failure; the form keeps its values and the cart stays.
      setAnswerWasLost(answerLost(error));
    } finally {
      submitting.current = false;
    }
  };

  if (thanked) {
    return (
      <Center py="16">
        <VStack gap="3">
          <Heading as="h1" size="2xl" ref={focusOnShow}>
            Thank you for your order
          </Heading>
          <Text color="fg.muted">Taking you back to the shop...</Text>
        </VStack>
      </Center>
    );
  }
  if (isPending) {
    return <LoadingState>Loading cart...</LoadingState>;
  }
  if (isError) {
    return <ErrorState>Failed to load the cart.</ErrorState>;
  }

  const empty = cart.items.length === 0;
  return (
    <Stack gap="6" pb="10">
      <Heading as="h1" size="2xl">
        Checkout
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <CustomerDetailsForm
          onSubmit={placeOrder}
          disabled={empty}
          pending={order.isPending}
          notice={
            empty && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>Your cart is empty, so there is nothing to order yet.</Alert.Title>
              </Alert.Root>
            )
          }
        />
        {empty ? (
          <EmptyCart />
        ) : (
          <CartSummary
            originalPrice={itemsTotal(cart.items)}
            total={cart.total_price}
            items={<OrderItems items={cart.items} />}
          />
        )}
      </Grid>
    </Stack>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const CheckoutScreen = withChakra(CheckoutScreenContent);
