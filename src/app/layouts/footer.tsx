import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

/** A footer entry: a link where the shop has the page, else plain text. */
interface FooterEntry {
  label: string;
  to?: string;
}

const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Company',
    entries: [{ label: 'About us' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Blog' }],
  },
  {
    title: 'Order & Purchases',
    entries: [
      { label: 'Check order status', to: paths.ordersShortcut },
      { label: 'Shipping & delivery' },
      { label: 'Returns & exchanges' },
      { label: 'Payment options' },
    ],
  },
  {
    title: 'Support & Services',
    entries: [
      { label: 'Contact us' },
      { label: 'FAQ' },
      { label: 'Warranty' },
      { label: 'Product care' },
    ],
  },
  {
    title: 'Partnerships',
    entries: [
      { label: 'Affiliate program' },
      { label: 'Become a supplier' },
      { label: 'Corporate sales' },
    ],
  },
];

const LEGAL: FooterEntry[] = [
  { label: 'Terms of use' },
  { label: 'Privacy policy' },
  { label: 'Cookie policy' },
];

function FooterItem({ entry }: { entry: FooterEntry }) {
  return (
    <Box as="li" color="fg.muted">
      {entry.to ? (
        <Link asChild color="fg.muted" textDecoration="underline">
          <RouterLink to={entry.to}>{entry.label}</RouterLink>
        </Link>
      ) : (
        entry.label
      )}
    </Box>
  );
}

const thisYear = () => new Date().getFullYear();
const neverChanges = () => () => undefined;

/** This year; while a prerendered page hydrates, the year of the build, which its HTML shows. */
function useCopyrightYear(): number {
  return useSyncExternalStore(neverChanges, thisYear, () => env.buildYear);
}

/** The spec's link columns; entries the shop has no page for are text, not dead links. */
export function Footer() {
  const year = useCopyrightYear();
  return (
    <Box as="footer" borderTopWidth="1px" mt="16" py="10" px="4" bg="bg.subtle">
      <Box maxW="7xl" mx="auto">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="2">
              <Heading as="h2" size="sm">
                {column.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
                {column.entries.map((entry) => (
                  <FooterItem key={entry.label} entry={entry} />
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          gap="4"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          fontSize="sm"
        >
          <Text color="fg.muted">© {year} WebShop. All rights reserved.</Text>
          <Flex as="ul" gap="4" listStyleType="none" aria-label="Legal">
            {LEGAL.map((entry) => (
              <FooterItem key={entry.label} entry={entry} />
            ))}
          </Flex>
        </Flex>
      </Box>
    </Box>
  );
}
