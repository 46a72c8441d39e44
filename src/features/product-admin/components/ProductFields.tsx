import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { DESCRIPTION_MAX_LENGTH } from '../../../config/rules/product';
import type { ProductFieldValues } from '../forms/product-schema';
import { SelectField } from './SelectField';

type FieldName = keyof ProductFieldValues;

export interface ProductFieldsProps {
  values: ProductFieldValues;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
  quantityChoices: readonly number[];
  disabled?: boolean;
}

/** Name, quantity, price in BAM and description: the fields create and edit share. */
export function ProductFields({
  values,
  errors,
  onChange,
  quantityChoices,
  disabled = false,
}: ProductFieldsProps) {
  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(errors.product_name)} disabled={disabled}>
        <Field.Label>Product name</Field.Label>
        <Input
          name="product_name"
          value={values.product_name}
          onChange={(event) => onChange('product_name', event.target.value)}
        />
        <Field.ErrorText>{errors.product_name}</Field.ErrorText>
      </Field.Root>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
        <SelectField
          name="quantity"
          label="Quantity"
          options={quantityChoices.map(String)}
          value={values.quantity}
          error={errors.quantity}
          disabled={disabled}
          onChange={(value) => onChange('quantity', value)}
        />

        <Field.Root invalid={Boolean(errors.price)} disabled={disabled}>
          <Field.Label>Price (BAM)</Field.Label>
          <Input
            name="price"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={values.price}
            onChange={(event) => onChange('price', event.target.value)}
          />
          <Field.ErrorText>{errors.price}</Field.ErrorText>
        </Field.Root>
      </Stack>

      <Field.Root invalid={Boolean(errors.description)} disabled={disabled}>
        <Field.Label>Description</Field.Label>
        <Textarea
          name="description"
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
        />
        <Field.HelperText alignSelf="flex-end" aria-live="polite">
          {values.description.length} / {DESCRIPTION_MAX_LENGTH}
        </Field.HelperText>
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
