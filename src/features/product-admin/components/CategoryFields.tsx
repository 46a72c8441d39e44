import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { categoryNames, subCategoriesOf } from '../forms/product-rules';

export interface CategoryFieldsProps {
  category: string;
  subCategory: string;
  errors: { category?: string; sub_category?: string };
  onCategoryChange: (value: string) => void;
  onSubCategoryChange: (value: string) => void;
  disabled?: boolean;
}

/** Category, then its sub-category (disabled until a category is chosen); values lowercase. */
export function CategoryFields({
  category,
  subCategory,
  errors,
  onCategoryChange,
  onSubCategoryChange,
  disabled = false,
}: CategoryFieldsProps) {
  const subCategories = subCategoriesOf(category);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
      <Field.Root invalid={Boolean(errors.category)} disabled={disabled}>
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="category"
            value={category}
            onChange={(event) => onCategoryChange(event.target.value)}
          >
            <option value="">Choose a category</option>
            {categoryNames.map((name) => (
              <option key={name} value={name.toLowerCase()}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.category}</Field.ErrorText>
      </Field.Root>

      <Field.Root
        invalid={Boolean(errors.sub_category)}
        disabled={disabled || subCategories.length === 0}
      >
        <Field.Label>Sub category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sub_category"
            value={subCategory}
            onChange={(event) => onSubCategoryChange(event.target.value)}
          >
            <option value="">Choose a sub category</option>
            {subCategories.map((name) => (
              <option key={name} value={name.toLowerCase()}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.sub_category}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
