import { Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { notify } from '../../../components/toaster';
import { itemsTotal } from '../api/cart-math';
import { useCart } from '../api/get-cart';
import { useSoldOutProducts } from '../api/get-line-stock';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem, type QuantityDirection } from '../api/update-cart-item';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import { ErrorState, LoadingState } from '../../../components/query-states';

const CHANGED: Record<QuantityDirection, string> = {
  inc: 'Item increased',
  dec: 'Item decreased',
};

export function CartScreen() {
  const { data: cart, isPending, isError } = useCart();
  const soldOut = useSoldOutProducts(cart?.items.map((item) => item.product_id) ?? []);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();

  // Every click sends its own request; the buttons stay live so no click is dropped.
  const change = (id: number, direction: QuantityDirection) =>
    update.mutate({ id, direction }, { onSuccess: () => notify('success', CHANGED[direction]) });
  const removeLine = (id: number) =>
    remove.mutate(id, { onSuccess: () => notify('success', 'Item removed') });

  if (isPending) {
    // The heading comes with the first paint (the prerendered page), where the lines will be.
    return (
      <Stack gap="6" pb="10">
        <CartHeading />
        <LoadingState>Loading cart...</LoadingState>
      </Stack>
    );
  }
  if (isError) {
    return <ErrorState>Failed to load the cart.</ErrorState>;
  }
  if (cart.items.length === 0) return <EmptyCart headingLevel="h1" />;

  const removingId = remove.isPending ? remove.variables : undefined;
  return (
    <Stack gap="6" pb="10">
      <CartHeading />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
        gap="8"
        alignItems="start"
      >
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onIncrease={() => change(item.id, 'inc')}
              onDecrease={() => change(item.id, 'dec')}
              onRemove={() => removeLine(item.id)}
              removing={removingId === item.id}
              soldOut={soldOut.has(item.product_id)}
            />
          ))}
        </Stack>
        <CartSummary originalPrice={itemsTotal(cart.items)} total={cart.total_price}>
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.checkout}>Proceed to Checkout</RouterLink>
          </Button>
        </CartSummary>
      </Grid>
    </Stack>
  );
}

function CartHeading() {
  return (
    <Heading as="h1" size="2xl">
      Shopping cart
    </Heading>
  );
}
