import { Stack } from '@chakra-ui/react';
import { categoryNames, subCategoriesOf } from '../../../config/rules/product';
import { SelectField } from './select-field';

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
      <SelectField
        name="category"
        label="Category"
        placeholder="Choose a category"
        options={categoryNames}
        value={category}
        error={errors.category}
        disabled={disabled}
        onChange={onCategoryChange}
      />
      <SelectField
        name="sub_category"
        label="Sub category"
        placeholder="Choose a sub category"
        options={subCategories}
        value={subCategory}
        error={errors.sub_category}
        disabled={disabled || subCategories.length === 0}
        onChange={onSubCategoryChange}
      />
    </Stack>
  );
}
