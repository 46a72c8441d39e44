import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { EditConflicts } from '../../../components/edit-conflicts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { notify } from '../../../components/toaster';
import { QUANTITY_CHOICES } from '../../../config/rules/product';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back';
import { parseId } from '../../../lib/ids';
import { PRODUCT_NOT_FOUND, useProduct, type Product } from '../../catalogue';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields } from '../components/product-fields';
import { ProductPictureField } from '../components/product-picture-field';
import {
  editedFieldsOf,
  formValuesOf,
  shownConflict,
  type EditConflict,
} from '../forms/product-edit';
import { editProductSchema, productFields, type ProductFieldValues } from '../forms/product-schema';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { usePictureChoice } from '../pictures/use-picture-choice';

export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully!';

/**
 * The stock it has (0 for a sold-out product, more than 5 for seeded data, what someone else set
 * meanwhile) stays selectable beside the form's choices, so saving keeps it; 1 to 5 restocks.
 */
function quantityChoicesFor(...kept: number[]): readonly number[] {
  const choices = new Set<number>([...QUANTITY_CHOICES, ...kept]);
  return [...choices].sort((a, b) => a - b);
}

function EditProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();
  const navigateLater = useDelayedNavigate();
  const [newImage, setNewImage] = useState<File | null>(null);
  const picture = usePictureChoice(setNewImage);
  const upload = usePictureUpload();
  const [showCurrentImage, setShowCurrentImage] = useState(Boolean(product.image_url));
  // What the saved product held as this form last saw it: a save sends what differs from it.
  const [opened, setOpened] = useState(() => editedFieldsOf(product));
  const [openedImageUrl, setOpenedImageUrl] = useState(product.image_url);
  const [conflicts, setConflicts] = useState<EditConflict[]>([]);

  /** What someone else saved is now what the form compares with: a second save keeps yours. */
  const showConflicts = (found: EditConflict[]) => {
    setConflicts(found);
    for (const conflict of found) {
      if (conflict.field === 'image_url') setOpenedImageUrl(conflict.theirs);
      else setOpened((fields) => ({ ...fields, [conflict.field]: conflict.theirs }));
    }
  };

  const form = useFormik<ProductFieldValues>({
    initialValues: formValuesOf(product),
    validationSchema: editProductSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        const outcome = await updateProduct.mutateAsync({
          id: product.id,
          opened,
          openedImageUrl,
          edited: productFields(values),
          newImage,
          upload: upload.begin(),
        });
        if (!outcome.saved) {
          showConflicts(outcome.conflicts);
          return;
        }
        setConflicts([]);
        notify('success', PRODUCT_UPDATED_MESSAGE);
        navigateLater(paths.dashboard.root);
      } catch {
        // useUpdateProduct's failure toast says why; the form keeps its values.
      } finally {
        upload.end();
      }
    },
  });

  const change = (name: keyof ProductFieldValues, value: string) => {
    void form.setFieldValue(name, value, false);
    form.setFieldError(name, undefined);
  };

  const takeTheirs = (field: string) => {
    const conflict = conflicts.find((shown) => shown.field === field);
    if (!conflict) return;
    setConflicts((shown) => shown.filter((other) => other !== conflict));
    if (conflict.field !== 'image_url') change(conflict.field, String(conflict.theirs));
    else {
      picture.choose(null);
      setShowCurrentImage(true);
    }
  };

  const busy = form.isSubmitting;
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(busy);

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="6">
        <ProductPictureField
          choice={picture.choice}
          file={newImage}
          onChoose={picture.choose}
          currentImageUrl={showCurrentImage ? openedImageUrl : null}
          onRemoveCurrent={() => setShowCurrentImage(false)}
          uploadPercent={upload.percent}
          onCancelUpload={upload.cancel}
          disabled={busy}
          helperText={
            !newImage && !showCurrentImage
              ? 'Without a new image the product keeps its picture.'
              : undefined
          }
        />

        <ProductFields
          values={form.values}
          errors={form.errors}
          onChange={change}
          quantityChoices={quantityChoicesFor(product.quantity, opened.quantity)}
          disabled={busy}
        />

        <EditConflicts
          subject="this product"
          conflicts={conflicts.map(shownConflict)}
          onUseTheirs={takeTheirs}
        />

        <Stack direction="row" justify="flex-end" gap="3">
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => navigate(paths.dashboard.product(product.id))}
          >
            Cancel
          </Button>
          <Button
            ref={submitButton}
            type="submit"
            colorPalette="blue"
            disabled={busy || picture.choice.status === 'preparing'}
          >
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function BackToProducts() {
  return (
    <Link asChild>
      <RouterLink to={paths.dashboard.root}>Back to the products</RouterLink>
    </Link>
  );
}

function ProductUnavailable({ message }: { message: string }) {
  return (
    <Stack gap="3" role="alert">
      <Text>{message}</Text>
      <BackToProducts />
    </Stack>
  );
}

/** Not found is final; any other failure can be tried again. */
function ProductLoadFailure({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404) {
    return <ProductUnavailable message={failureMessage(error)} />;
  }
  return (
    <Stack gap="3">
      <ErrorState>{failureMessage(error)}</ErrorState>
      <BackToProducts />
    </Stack>
  );
}

function ProductEditor({ id }: { id: number }) {
  const product = useProduct(id);
  return product.isPending ? (
    <LoadingState>Loading product...</LoadingState>
  ) : product.isError ? (
    <ProductLoadFailure error={product.error} />
  ) : (
    <EditProductForm key={product.data.id} product={product.data} />
  );
}

export default function EditProductScreen() {
  const id = parseId(useParams().productId);
  return (
    <Box as="section" maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        Edit product
      </Heading>
      {id === null ? <ProductUnavailable message={PRODUCT_NOT_FOUND} /> : <ProductEditor id={id} />}
    </Box>
  );
}
