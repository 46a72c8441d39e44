import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { notify } from '../../../components/toaster';
import { QUANTITY_CHOICES } from '../../../config/rules/product';
import { paths } from '../../../config/paths';
import { successText } from '../../../lib/api-client';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back';
import { useCreateProduct } from '../api/create-product';
import { CategoryFields } from '../components/category-fields';
import { ProductPictureField } from '../components/product-picture-field';
import { ProductFields } from '../components/product-fields';
import {
  createProductSchema,
  emptyCreateValues,
  productFields,
  type CreateProductValues,
} from '../forms/product-schema';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { usePictureChoice } from '../pictures/use-picture-choice';

/** Shown when the server's response carries no text of its own (production sends one). */
const PRODUCT_CREATED = 'Product created successfully!';

export default function CreateProductScreen() {
  const createProduct = useCreateProduct();
  const navigateLater = useDelayedNavigate();
  const upload = usePictureUpload();

  const form = useFormik<CreateProductValues>({
    initialValues: emptyCreateValues,
    validationSchema: createProductSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      if (!values.image) return;
      try {
        const { category, sub_category } = values;
        const response = await createProduct.mutateAsync({
          product: { ...productFields(values), category, sub_category },
          image: values.image,
          upload: upload.begin(),
        });
        notify('success', successText(response, PRODUCT_CREATED, 'product'));
        helpers.resetForm();
        picture.choose(null);
        navigateLater(paths.dashboard.root);
      } catch {
        // The query client shows the failure; the form keeps its values.
      } finally {
        upload.end();
      }
    },
  });

  /** Sets a field and clears its error (spec: errors clear per field when it changes). */
  const change = <Name extends keyof CreateProductValues>(
    name: Name,
    value: CreateProductValues[Name],
  ) => {
    void form.setFieldValue(name, value, false);
    form.setFieldError(name, undefined);
  };

  const picture = usePictureChoice((file) => change('image', file));
  const busy = form.isSubmitting;
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(busy);
  const preparing = picture.choice.status === 'preparing';

  return (
    <Box as="section" maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        Create product
      </Heading>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="6">
          <ProductPictureField
            choice={picture.choice}
            file={form.values.image}
            onChoose={picture.choose}
            error={form.errors.image}
            uploadPercent={upload.percent}
            onCancelUpload={upload.cancel}
            disabled={busy}
          />

          <CategoryFields
            category={form.values.category}
            subCategory={form.values.sub_category}
            errors={form.errors}
            onCategoryChange={(value) => {
              change('category', value);
              void form.setFieldValue('sub_category', '', false);
            }}
            onSubCategoryChange={(value) => change('sub_category', value)}
            disabled={busy}
          />

          <ProductFields
            values={form.values}
            errors={form.errors}
            onChange={change}
            quantityChoices={QUANTITY_CHOICES}
            disabled={busy}
          />

          <Stack direction="row" justify="flex-end" gap="3">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                form.resetForm();
                picture.choose(null);
              }}
            >
              Clear
            </Button>
            <Button
              ref={submitButton}
              type="submit"
              colorPalette="blue"
              loading={busy}
              disabled={busy || preparing}
            >
              Create product
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}
