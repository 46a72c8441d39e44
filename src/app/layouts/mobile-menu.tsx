import { Heading, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ColourModeSwitch } from './colour-mode-switch';
import { MenuDrawer } from '../../components/menu-drawer';
import { CATEGORIES, categoryNames } from '../../config/rules/categories';
import { paths } from '../../config/paths';
import { catalogueHref, categoryHref } from '../../features/catalogue';
import { withChakra } from '../../theme/chakra-scope';

const TILE_COLORS = ['blue.600', 'red.600', 'green.600', 'orange.600'];

/** Sub-categories shown as tiles per category; every one is in the category's page. */
const TILES_PER_CATEGORY = 2;

const FEATURED = [
  // Newest first is the catalogue's own order.
  { label: 'New arrivals', to: paths.home },
  { label: 'Last items in stock', to: catalogueHref({ filters: { quantity: 1 } }) },
];

const PAGES = [
  { label: 'Cart', to: paths.cart },
  { label: 'Orders', to: paths.ordersShortcut },
];

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

function MobileMenuContent({ open, onClose }: MobileMenuProps) {
  return (
    <MenuDrawer open={open} title="Menu" onClose={onClose}>
      <Stack gap="8">
        <Tabs.Root defaultValue={categoryNames[0]} variant="line" fitted>
          <Tabs.List>
            {categoryNames.map((category) => (
              <Tabs.Trigger key={category} value={category} fontSize="xs" px="1">
                {category}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categoryNames.map((category, index) => (
            <Tabs.Content key={category} value={category}>
              <Stack gap="3">
                <SimpleGrid columns={2} gap="3">
                  {CATEGORIES[category].slice(0, TILES_PER_CATEGORY).map((subCategory) => (
                    <Link
                      key={subCategory}
                      asChild
                      display="flex"
                      flexDirection="column"
                      alignItems="flex-start"
                      justifyContent="space-between"
                      rounded="md"
                      p="3"
                      minH="24"
                      bg={TILE_COLORS[index]}
                      color="white"
                      _hover={{ textDecoration: 'none', opacity: 0.9 }}
                      onClick={onClose}
                    >
                      <RouterLink to={categoryHref(category, subCategory)}>
                        <Text fontWeight="semibold">{subCategory}</Text>
                        <Text fontSize="sm" textDecoration="underline">
                          Shop now
                        </Text>
                      </RouterLink>
                    </Link>
                  ))}
                </SimpleGrid>
                <Link asChild fontSize="sm" onClick={onClose}>
                  <RouterLink to={categoryHref(category)}>
                    Shop all {category.toLowerCase()}
                  </RouterLink>
                </Link>
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Stack gap="2" as="nav" aria-label="Featured">
          <Heading as="h3" size="sm">
            Featured
          </Heading>
          {FEATURED.map((link) => (
            <Link key={link.label} asChild fontSize="sm" color="fg.muted" onClick={onClose}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          ))}
        </Stack>
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
        <ColourModeSwitch labelled />
      </Stack>
    </MenuDrawer>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export const MobileMenu = withChakra(MobileMenuContent);
