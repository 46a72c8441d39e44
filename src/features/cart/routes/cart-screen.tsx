import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { notify } from '../../../components/toaster';
import { ButtonLink } from '../../../components/ui/button';
import { Heading } from '../../../components/ui/text';
import { cartKeys } from '../api/cart-keys';
import { itemsTotal, withoutLine } from '../api/cart-math';
import { useCart, type Cart, type CartItem } from '../api/get-cart';
import { useSoldOutProducts } from '../api/get-line-stock';
import { useRemoveCartItem } from '../api/remove-cart-item';
import type { QuantityDirection } from '../api/update-cart-item';
import { useUpdateCartItem } from '../api/use-update-cart-item';
import { QUANTITY_CHANGED, REMOVED, spokenQuantity, spokenRemoved } from '../cart-messages';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import styles from './cart-screen.module.css';

export function CartScreen() {
  const queryClient = useQueryClient();
  const { data: cart, isPending, isError } = useCart();
  const soldOut = useSoldOutProducts(cart?.items.map((item) => item.product_id) ?? []);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();

  // Every click sends its own request; the buttons stay live so no click is dropped. A screen
  // reader hears the line's quantity as shown, or the cart's count without the removed line.
  const cartNow = () => queryClient.getQueryData<Cart>(cartKeys.current());
  const change = (line: CartItem, direction: QuantityDirection) =>
    update.mutate(
      { id: line.id, direction },
      {
        onSuccess: () => {
          const shown = cartNow()?.items.find((item) => item.id === line.id) ?? line;
          notify('success', QUANTITY_CHANGED[direction], spokenQuantity(direction, shown));
        },
      },
    );
  const removeLine = (line: CartItem) =>
    remove.mutate(line.id, {
      onSuccess: () =>
        notify('success', REMOVED, spokenRemoved(line.name, withoutLine(cartNow(), line.id))),
    });

  if (isPending) {
    // The heading comes with the first paint (the prerendered page), where the lines will be.
    return (
      <div className={styles.page}>
        <CartHeading />
        <LoadingState>Loading cart...</LoadingState>
      </div>
    );
  }
  if (isError) {
    return <ErrorState>Failed to load the cart.</ErrorState>;
  }
  if (cart.items.length === 0) return <EmptyCart headingLevel="h1" />;

  const removingId = remove.isPending ? remove.variables : undefined;
  return (
    <div className={styles.page}>
      <CartHeading />
      <div className={styles.columns}>
        <ul className={styles.lines} aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onIncrease={() => change(item, 'inc')}
              onDecrease={() => change(item, 'dec')}
              onRemove={() => removeLine(item)}
              removing={removingId === item.id}
              soldOut={soldOut.has(item.product_id)}
            />
          ))}
        </ul>
        <CartSummary originalPrice={itemsTotal(cart.items)} total={cart.total_price}>
          <ButtonLink to={paths.checkout} palette="blue" size="lg">
            Proceed to Checkout
          </ButtonLink>
        </CartSummary>
      </div>
    </div>
  );
}

function CartHeading() {
  return (
    <Heading level="h1" size="xxl">
      Shopping cart
    </Heading>
  );
}
