import { Box, Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { SORT_OPTIONS, type SortDirection } from '../../../config/rules/product-filter';

interface ProductListControlsProps {
  name: string;
  sort: SortDirection;
  onSearch: (name: string) => void;
  onSortChange: (sort: SortDirection) => void;
}

/** The dashboard list's search by name and its date sort, both answered by the server. */
export function ProductListControls({
  name,
  sort,
  onSearch,
  onSortChange,
}: ProductListControlsProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
      {/* Keyed by the search in the URL, so back and forward show the search they went to. */}
      <SearchForm key={name} name={name} onSearch={onSearch} />
      <Field.Root maxW={{ md: 'xs' }}>
        <Field.Label>Sort by date</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value === 'asc' ? 'asc' : 'desc')}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

function SearchForm({ name, onSearch }: Pick<ProductListControlsProps, 'name' | 'onSearch'>) {
  const [text, setText] = useState(name);
  return (
    <Box
      as="form"
      role="search"
      aria-label="Products"
      flex="1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Field.Root>
        <Field.Label>Search by name</Field.Label>
        <HStack gap="2" w="full">
          <Input
            type="search"
            name="name"
            value={text}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <LuSearch /> Search
          </Button>
        </HStack>
      </Field.Root>
    </Box>
  );
}
