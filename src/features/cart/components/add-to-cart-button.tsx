import { LuShoppingCart } from 'react-icons/lu';
import { HintTooltip } from '../../../components/hint-tooltip';
import { notify } from '../../../components/toaster';
import { Button } from '../../../components/ui/button';
import { useAddToCart } from '../api/add-to-cart';
import { ADDED, spokenAdded } from '../cart-messages';

const LABEL = 'Add to cart';

interface AddToCartButtonProps {
  productId: number;
  /** `icon`: a small icon button with a tooltip (cards); `full`: a labelled button (details). */
  variant?: 'icon' | 'full';
}

/** One unit per click; the button stays live while a click is sent, so no click is lost. */
export function AddToCartButton({ productId, variant = 'icon' }: AddToCartButtonProps) {
  const { mutate } = useAddToCart(productId, {
    onSuccess: (cartAfter) => notify('success', ADDED, cartAfter.then(spokenAdded)),
  });
  const add = () => mutate();

  if (variant === 'full') {
    return (
      <Button palette="blue" onClick={add}>
        <LuShoppingCart /> {LABEL}
      </Button>
    );
  }
  return (
    <HintTooltip label={LABEL}>
      <Button iconOnly aria-label={LABEL} palette="blue" variant="subtle" size="sm" onClick={add}>
        <LuShoppingCart />
      </Button>
    </HintTooltip>
  );
}
