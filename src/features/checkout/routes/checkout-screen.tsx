import { Alert, Grid, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { notify } from '../../../components/toaster';
import { answerLost } from '../../../lib/api-client';
import { cartQuery, CartSummary, EmptyCart, itemsTotal, useCart, type Cart } from '../../cart';
import { useCreateOrder, type OrderPayload } from '../api/create-order';
import { toOrderPayload, type CustomerDetails } from '../checkout-schema';
import { CustomerDetailsForm } from '../components/customer-details-form';
import { OrderItems } from '../components/order-items';
import { OrderThanks, OrderThanksNotKept } from '../components/order-thanks';
import { keepReceipt, type Receipt } from '../receipts/receipt-store';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { withChakra } from '../../../theme/chakra-scope';

/** What the checkout showed as the order went: kept on the device once it is placed. */
function receiptOf(cart: Cart, customer: OrderPayload): Receipt {
  return {
    placedAt: new Date().toISOString(),
    items: cart.items.map(({ product_id, name, image_url, price, quantity }) => ({
      product_id,
      name,
      image_url,
      price,
      quantity,
    })),
    originalPrice: itemsTotal(cart.items),
    total: cart.total_price,
    customer,
  };
}

function CheckoutScreenContent() {
  const { data: cart, isPending, isError } = useCart();
  const order = useCreateOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The order placed, and whether this device kept its copy.
  const [placed, setPlaced] = useState<{ receipt: Receipt; kept: boolean } | null>(null);
  // A second submit while the first is on its way is ignored: a double click makes one order.
  const submitting = useRef(false);
  const latestOrder = useRef<Receipt | null>(null);

  useEffect(() => {
    if (!placed?.kept) return;
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  const thank = (receipt: Receipt) => {
    notify('success', 'Order successfully made');
    setPlaced({ receipt, kept: keepReceipt(receipt) });
  };

  // An order whose answer was lost may have been placed: production empties the cart when it
  // is, so the cart read again (now, or once back online) says which. A newer try decides alone.
  const findOutIfPlaced = async (receipt: Receipt) => {
    const cartNow = await queryClient.fetchQuery(cartQuery()).catch(() => undefined);
    if (cartNow?.items.length === 0 && latestOrder.current === receipt) thank(receipt);
  };

  const placeOrder = async (details: CustomerDetails) => {
    if (submitting.current || !cart) return;
    submitting.current = true;
    const payload = toOrderPayload(details);
    const receipt = receiptOf(cart, payload);
    latestOrder.current = receipt;
    try {
      await order.mutateAsync(payload);
      thank(receipt);
    } catch (error) {
      // The query client shows the failure; the form keeps its values and the cart stays.
      if (answerLost(error)) void findOutIfPlaced(receipt);
    } finally {
      submitting.current = false;
    }
  };

  if (placed?.kept === false) return <OrderThanksNotKept receipt={placed.receipt} />;
  if (placed) return <OrderThanks />;
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
