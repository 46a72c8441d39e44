import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { DateSortField } from '../../../components/sort-field';
import type { SortDirection } from '../../../config/rules/product-filter';

interface ProductListControlsProps {
  name: string;
  sort: SortDirection;
  onSearch: (name: string) => void;
  onSortChange: (sort: SortDirection) => void;
}

/** The dashboard list's search by name and its date sort, both done by the server. */
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
      <DateSortField maxW={{ md: 'xs' }} value={sort} onChange={onSortChange} />
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
