import { Box, Heading, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuDrawer } from '../../components/menu-drawer';
import { CATEGORIES } from '../../config/rules/product';
import { paths } from '../../config/paths';

const TILE_COLORS = ['blue.600', 'pink.600', 'green.600', 'orange.600'];

const SECTIONS = [
  { title: 'Featured', links: ['New arrivals', 'Best sellers', 'Sale'] },
  { title: 'Collections', links: ['Everyday', 'Outdoor', 'Workshop'] },
];

const PAGES = [
  { label: 'Company', to: paths.home },
  { label: 'Stores', to: paths.home },
  { label: 'Orders', to: paths.ordersShortcut },
];

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const categories = Object.entries(CATEGORIES);
  return (
    <MenuDrawer open={open} title="Menu" onClose={onClose}>
      <Stack gap="8">
        <Tabs.Root defaultValue={categories[0][0]} variant="line" fitted>
          <Tabs.List>
            {categories.map(([category]) => (
              <Tabs.Trigger key={category} value={category} fontSize="xs" px="1">
                {category}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categories.map(([category, subCategories], index) => (
            <Tabs.Content key={category} value={category}>
              <SimpleGrid columns={2} gap="3">
                {subCategories.slice(0, 2).map((sub) => (
                  <Box key={sub} rounded="md" p="3" minH="24" bg={TILE_COLORS[index]} color="white">
                    <Text fontWeight="semibold">{sub}</Text>
                    <Link
                      asChild
                      color="white"
                      fontSize="sm"
                      textDecoration="underline"
                      onClick={onClose}
                    >
                      <RouterLink to={paths.home}>Shop now</RouterLink>
                    </Link>
                  </Box>
                ))}
              </SimpleGrid>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {SECTIONS.map((section) => (
          <Stack key={section.title} gap="2" as="nav" aria-label={section.title}>
            <Heading as="h3" size="sm">
              {section.title}
            </Heading>
            {section.links.map((label) => (
              <Link key={label} asChild fontSize="sm" color="fg.muted" onClick={onClose}>
                <RouterLink to={paths.home}>{label}</RouterLink>
              </Link>
            ))}
          </Stack>
        ))}
        <Stack gap="2" as="nav" aria-label="Pages" borderTopWidth="1px" pt="4">
          {PAGES.map((page) => (
            <Link key={page.label} asChild onClick={onClose}>
              <RouterLink to={page.to}>{page.label}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Link asChild borderTopWidth="1px" pt="4" onClick={onClose}>
          <RouterLink to={paths.signIn}>sign in</RouterLink>
        </Link>
      </Stack>
    </MenuDrawer>
  );
}
