import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { useDeleteProduct } from '../api/delete-product';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { withChakra } from '../../../theme/chakra-scope';

export const PRODUCT_DELETED_MESSAGE = 'Product soft deleted';

/** Edit and Delete on the product details screen, for signed-in staff. */
function ProductStaffActions({ productId }: { productId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const deleteProduct = useDeleteProduct();
  const navigateLater = useDelayedNavigate();

  const confirmDelete = () =>
    deleteProduct.mutate(productId, {
      onSuccess: () => {
        setDeleted(true);
        setConfirming(false);
        notify('success', PRODUCT_DELETED_MESSAGE);
        navigateLater(paths.dashboard.root);
      },
      onError: () => setConfirming(false),
    });

  const busy = deleteProduct.isPending || deleted;

  return (
    <>
      <Stack direction="row" gap="3">
        <Button asChild variant="outline" disabled={busy}>
          <RouterLink to={paths.dashboard.editProduct(productId)}>Edit</RouterLink>
        </Button>
        <Button
          colorPalette="red"
          onClick={() => setConfirming(true)}
          loading={deleteProduct.isPending}
          disabled={busy}
        >
          Delete
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete product"
        text="The product will be removed from the shop. Click Confirm if you wish to proceed."
        loading={deleteProduct.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export default withChakra(ProductStaffActions);
