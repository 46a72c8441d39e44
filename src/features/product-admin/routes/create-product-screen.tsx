import { Box, Button, Field, Heading, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { notify } from '../../../components/toaster';
import { QUANTITY_CHOICES } from '../../../config/rules/product';
import { paths } from '../../../config/paths';
import { successText } from '../../../lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { CategoryFields } from '../components/category-fields';
import { ProductFields } from '../components/product-fields';
import {
  createProductSchema,
  emptyCreateValues,
  productFields,
  type CreateProductValues,
} from '../forms/product-schema';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';

/** Shown when the server's response carries no text of its own (production sends one). */
const PRODUCT_CREATED = 'Product created successfully!';

export default function CreateProductScreen() {
  const createProduct = useCreateProduct();
  const navigateLater = useDelayedNavigate();

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
        });
        notify('success', successText(response, PRODUCT_CREATED, 'product'));
        helpers.resetForm();
        navigateLater(paths.dashboard.root);
      } catch {
        // The query client shows the failure; the form keeps its values.
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

  const busy = form.isSubmitting;

  return (
    <Box as="section" maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        Create product
      </Heading>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="6">
          <Field.Root invalid={Boolean(form.errors.image)}>
            <Field.Label>Product image</Field.Label>
            <ImageDropZone
              label="Product image"
              file={form.values.image}
              onFileChange={(file) => change('image', file)}
              invalid={Boolean(form.errors.image)}
              disabled={busy}
            />
            <Field.ErrorText>{form.errors.image}</Field.ErrorText>
          </Field.Root>

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
              onClick={() => form.resetForm()}
            >
              Clear
            </Button>
            <Button type="submit" colorPalette="blue" loading={busy} disabled={busy}>
              Create product
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}
