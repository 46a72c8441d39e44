import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const COLUMNS = [
  { title: 'Company', links: ['About us', 'Careers', 'Press', 'Blog'] },
  {
    title: 'Order & Purchases',
    links: ['Check order status', 'Shipping & delivery', 'Returns & exchanges', 'Payment options'],
  },
  { title: 'Support & Services', links: ['Contact us', 'FAQ', 'Warranty', 'Product care'] },
  { title: 'Partnerships', links: ['Affiliate program', 'Become a supplier', 'Corporate sales'] },
];

const LEGAL = ['Terms of use', 'Privacy policy', 'Cookie policy'];

/** The link columns are placeholders, as in the spec. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="16" py="10" px="4" bg="bg.subtle">
      <Box maxW="7xl" mx="auto">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="2" as="nav" aria-label={column.title}>
              <Heading as="h2" size="sm">
                {column.title}
              </Heading>
              {column.links.map((label) => (
                <Link
                  key={label}
                  href="#"
                  fontSize="sm"
                  color="fg.muted"
                  onClick={(event) => event.preventDefault()}
                >
                  {label}
                </Link>
              ))}
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
          <Text color="fg.muted">© {new Date().getFullYear()} WebShop. All rights reserved.</Text>
          <Flex gap="4" as="nav" aria-label="Legal">
            {LEGAL.map((label) => (
              <Link
                key={label}
                href="#"
                color="fg.muted"
                onClick={(event) => event.preventDefault()}
              >
                {label}
              </Link>
            ))}
          </Flex>
        </Flex>
      </Box>
    </Box>
  );
}
