import { paths } from '../../../config/paths';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { notify } from '../../../components/toaster';
import { ButtonLink } from '../../../components/ui/button';
import { Heading } from '../../../components/ui/text';
import { itemsTotal } from '../api/cart-math';
import { useCart } from '../api/get-cart';
import { useSoldOutProducts } from '../api/get-line-stock';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem, type QuantityDirection } from '../api/update-cart-item';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';
import styles from './cart-screen.module.css';

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
              onIncrease={() => change(item.id, 'inc')}
              onDecrease={() => change(item.id, 'dec')}
              onRemove={() => removeLine(item.id)}
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
