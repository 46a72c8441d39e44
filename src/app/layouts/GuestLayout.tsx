import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';

export function GuestLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <TopBar onOpenMenu={() => setMenuOpen(true)} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box as="main" flex="1" pt="20" px="4" maxW="7xl" w="full" mx="auto">
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
