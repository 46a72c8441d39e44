import { Stack } from '@chakra-ui/react';
import { TextField } from '../../../components/text-field';
import { DESCRIPTION_MAX_LENGTH } from '../../../config/rules/product';
import type { ProductFieldValues } from '../forms/product-schema';
import { SelectField } from './select-field';

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
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <Stack gap="5">
      <TextField label="Product name" {...field('product_name')} />

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

        <TextField
          label="Price (BAM)"
          {...field('price')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
        />
      </Stack>

      <TextField
        label="Description"
        {...field('description')}
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        showCount
      />
    </Stack>
  );
}
