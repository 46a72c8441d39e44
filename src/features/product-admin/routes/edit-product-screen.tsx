import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { notify } from '../../../components/toaster';
import { QUANTITY_CHOICES } from '../../../config/rules/product';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useFocusBackAfterBusy } from '../../../lib/focus';
import { parseId } from '../../../lib/ids';
import { PRODUCT_NOT_FOUND, useProduct, type Product } from '../../catalogue';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields } from '../components/product-fields';
import { ProductPictureField } from '../components/product-picture-field';
import { editProductSchema, productFields, type ProductFieldValues } from '../forms/product-schema';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { usePictureChoice } from '../pictures/use-picture-choice';

export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully!';

/**
 * The stock it has now stays selectable beside the form's choices (0 for a sold-out product,
 * more than 5 for seeded data), so saving keeps it; choosing 1 to 5 restocks.
 */
function quantityChoicesFor(quantity: number): readonly number[] {
  return (QUANTITY_CHOICES as readonly number[]).includes(quantity)
    ? QUANTITY_CHOICES
    : [...QUANTITY_CHOICES, quantity].sort((a, b) => a - b);
}

function EditProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();
  const navigateLater = useDelayedNavigate();
  const [newImage, setNewImage] = useState<File | null>(null);
  const picture = usePictureChoice(setNewImage);
  const upload = usePictureUpload();
  const [showCurrentImage, setShowCurrentImage] = useState(Boolean(product.image_url));

  const form = useFormik<ProductFieldValues>({
    initialValues: {
      product_name: product.product_name,
      quantity: String(product.quantity),
      price: String(product.price),
      description: product.description,
    },
    validationSchema: editProductSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        await updateProduct.mutateAsync({
          id: product.id,
          changes: productFields(values),
          currentImageUrl: product.image_url,
          newImage,
          upload: upload.begin(),
        });
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

  const busy = form.isSubmitting;
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(busy);

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="6">
        <ProductPictureField
          choice={picture.choice}
          file={newImage}
          onChoose={picture.choose}
          currentImageUrl={showCurrentImage ? product.image_url : null}
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
          quantityChoices={quantityChoicesFor(product.quantity)}
          disabled={busy}
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
