import { Box, Button, Flex, Heading, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, Outlet } from 'react-router-dom';
import { OfflineNotice } from '../offline-notice';
import { ColourModeSwitch } from './colour-mode-switch';
import { MenuDrawer } from '../../components/menu-drawer';
import { MainContent } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { LogoutDialog } from './logout-dialog';
import { withChakra } from '../../theme/chakra-scope';

const GROUPS = [
  { title: 'Home', links: [{ label: 'Home page', to: paths.home }] },
  {
    title: 'Webshop management',
    links: [
      { label: 'products', to: paths.dashboard.createProduct },
      { label: 'orders', to: paths.dashboard.orders },
    ],
  },
  { title: 'Settings', links: [{ label: 'my profile', to: paths.dashboard.profile }] },
];

/** A full-width row per link; the current page's is highlighted. */
const DRAWER_LINK_STYLE = {
  px: '3',
  py: '1.5',
  mx: '-3',
  rounded: 'md',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _currentPage: { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
} as const;

function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  return (
    <Box minH="100vh">
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="docked"
        bg="bg"
        borderBottomWidth="1px"
        h="16"
        px="4"
        align="center"
        gap="3"
      >
        <IconButton
          ref={menuButton}
          aria-label="Open dashboard menu"
          variant="ghost"
          onClick={() => setMenuOpen(true)}
        >
          <LuMenu />
        </IconButton>
        <Heading as="p" size="md" flex="1">
          Admin dashboard
        </Heading>
        <ColourModeSwitch />
      </Flex>
      <OfflineNotice />
      <MenuDrawer
        open={menuOpen}
        title="Admin dashboard"
        onClose={closeMenu}
        footer={
          <Button
            variant="outline"
            colorPalette="red"
            w="full"
            onClick={() => {
              closeMenu();
              setLogoutOpen(true);
            }}
          >
            log out
          </Button>
        }
      >
        <Stack gap="6" as="nav" aria-label="Dashboard">
          {GROUPS.map((group) => (
            <Stack key={group.title} gap="1">
              <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                {group.title}
              </Text>
              {group.links.map((link) => (
                <Link key={link.label} asChild onClick={closeMenu} {...DRAWER_LINK_STYLE}>
                  {/* NavLink marks the page shown with aria-current="page". */}
                  <NavLink to={link.to}>{link.label}</NavLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
      </MenuDrawer>
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        finalFocusEl={() => menuButton.current}
      />
      <Box asChild p={{ base: '4', md: '8' }} maxW="7xl" mx="auto">
        <MainContent>
          <Outlet />
        </MainContent>
      </Box>
    </Box>
  );
}

/** In its own Chakra scope: it loads after the first screen (src/theme/chakra-scope.tsx). */
export default withChakra(AdminLayout);
