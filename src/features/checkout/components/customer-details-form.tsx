import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { formikFieldProps, TextField } from '../../../components/text-field';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back';
import { checkoutSchema, EMPTY_CUSTOMER, type CustomerDetails } from '../checkout-schema';

interface CustomerDetailsFormProps {
  onSubmit: (details: CustomerDetails) => Promise<unknown>;
  disabled: boolean;
  pending: boolean;
  /** Shown above the button, e.g. why ordering is not possible. */
  notice?: ReactNode;
}

const FIELDS: {
  name: keyof CustomerDetails;
  label: string;
  required: boolean;
  type?: string;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', required: false, type: 'email', autoComplete: 'email' },
  { name: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
];

export function CustomerDetailsForm({
  onSubmit,
  disabled,
  pending,
  notice,
}: CustomerDetailsFormProps) {
  // Values stay as typed after a failed order: the form is never reset here.
  const form = useFormik<CustomerDetails>({
    initialValues: EMPTY_CUSTOMER,
    validationSchema: checkoutSchema,
    onSubmit: async (values) => {
      await onSubmit(values);
    },
  });
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(pending || form.isSubmitting);
  return (
    <Stack as="section" aria-labelledby="customer-details-title" gap="5">
      <Heading as="h2" size="lg" id="customer-details-title">
        Customer Details
      </Heading>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                {...field}
                {...formikFieldProps(form, field.name)}
                gridColumn={field.name === 'address' ? { sm: 'span 2' } : undefined}
              />
            ))}
          </SimpleGrid>
          {notice}
          <Button
            ref={submitButton}
            type="submit"
            colorPalette="blue"
            size="lg"
            disabled={disabled || pending || form.isSubmitting}
            loading={pending || form.isSubmitting}
            loadingText="Placing order..."
          >
            Place Order
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
