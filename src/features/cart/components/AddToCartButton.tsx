import { Button, IconButton } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { HintTooltip } from '../../../components/HintTooltip';
import { notify } from '../../../components/toaster';
import { failureMessage } from '../../../lib/api-client';
import { useAddToCart } from '../api/add-to-cart';

const LABEL = 'Add to cart';

interface AddToCartButtonProps {
  productId: number;
  /** `icon`: a small icon button with a tooltip (cards); `full`: a labelled button (details). */
  variant?: 'icon' | 'full';
}

export function AddToCartButton({ productId, variant = 'icon' }: AddToCartButtonProps) {
  const { mutate, isPending } = useAddToCart();
  const add = () =>
    mutate(productId, {
      onSuccess: () => notify('success', 'Item added to cart'),
      onError: (error) => notify('danger', failureMessage(error)),
    });

  if (variant === 'full') {
    return (
      <Button colorPalette="blue" onClick={add} loading={isPending} disabled={isPending}>
        <LuShoppingCart /> {LABEL}
      </Button>
    );
  }
  return (
    <HintTooltip label={LABEL}>
      <IconButton
        aria-label={LABEL}
        colorPalette="blue"
        variant="subtle"
        size="sm"
        onClick={add}
        loading={isPending}
        disabled={isPending}
      >
        <LuShoppingCart />
      </IconButton>
    </HintTooltip>
  );
}
