import { Field, NativeSelect } from '@chakra-ui/react';
import type { OrderSort } from '../hooks/use-order-list-params';

interface OrderSortSelectProps {
  value: OrderSort;
  onChange: (sort: OrderSort) => void;
}

export function OrderSortSelect({ value, onChange }: OrderSortSelectProps) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>sort by date</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value === 'desc' ? 'desc' : 'asc')}
        >
          <option value="asc">Oldest (ASC)</option>
          <option value="desc">Newest (DESC)</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
