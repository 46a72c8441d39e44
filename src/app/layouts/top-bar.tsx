import { Badge, Box, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { LuMenu, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth';
import { cartUnitCount, useCart } from '../../features/cart';

interface TopBarProps {
  onOpenMenu: () => void;
  /** The pointer or focus reached the menu button: a chance to fetch the menu's code. */
  onMenuIntent?: () => void;
}

/**
 * 'dashboard' for signed-in staff, 'sign in' for everyone else. Neither until the signed-in
 * state is known, so staff never see 'sign in' flash: the hidden word keeps the link's place.
 */
function AccountLink() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Text as="span" visibility="hidden" aria-hidden>
        sign in
      </Text>
    );
  }
  const staff = user?.is_auth;
  return (
    <Link asChild>
      <RouterLink to={staff ? paths.dashboard.root : paths.signIn}>
        {staff ? 'dashboard' : 'sign in'}
      </RouterLink>
    </Link>
  );
}

export function TopBar({ onOpenMenu, onMenuIntent }: TopBarProps) {
  const { data: cart } = useCart();
  const count = cartUnitCount(cart);
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      h="16"
    >
      <Flex maxW="7xl" mx="auto" h="full" px="4" align="center" justify="space-between">
        <Link asChild fontWeight="bold" fontSize="xl" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={paths.home}>WebShop</RouterLink>
        </Link>
        <HStack gap="5">
          <AccountLink />
          <Link asChild aria-label={`cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
            <RouterLink to={paths.cart}>
              <LuShoppingCart />
              <Text as="span">cart</Text>
              <Badge colorPalette="blue" variant="solid" rounded="full" data-testid="cart-count">
                {count}
              </Badge>
            </RouterLink>
          </Link>
          <IconButton
            aria-label="Open menu"
            variant="ghost"
            hideFrom="sm"
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
            onClick={onOpenMenu}
          >
            <LuMenu />
          </IconButton>
        </HStack>
      </Flex>
    </Box>
  );
}
