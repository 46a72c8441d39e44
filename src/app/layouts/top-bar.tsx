import { LuMenu, LuShoppingCart } from 'react-icons/lu';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth';
import { cartUnitCount, useCart } from '../../features/cart';
import { SearchField } from '../../features/search';
import hidden from '../../components/ui/visually-hidden.module.css';
import { ColourModeSwitch } from './colour-mode-switch';
import styles from './top-bar.module.css';

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
      <span className={styles.pending} aria-hidden>
        sign in
      </span>
    );
  }
  const staff = user?.is_auth;
  return (
    <TextLink to={staff ? paths.dashboard.root : paths.signIn}>
      {staff ? 'dashboard' : 'sign in'}
    </TextLink>
  );
}

/**
 * The cart's link and count. It reads the cart itself: the cart's answers (after the first paint,
 * after each change) draw this link again, not the whole bar.
 */
function CartLink() {
  const count = cartUnitCount(useCart().data);
  return (
    // Named by what it shows, 'cart 2', plus words only a screen reader reads: 'cart 2 items'
    // (WCAG 2.5.3, the name contains the visible text).
    <TextLink to={paths.cart}>
      <LuShoppingCart aria-hidden focusable="false" />
      <span>cart</span>{' '}
      <Badge palette="blue" round data-testid="cart-count">
        {count}
        <span className={hidden.visuallyHidden}> {count === 1 ? 'item' : 'items'}</span>
      </Badge>
    </TextLink>
  );
}

export function TopBar({ onOpenMenu, onMenuIntent }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.row}>
        <TextLink to={paths.home} className={styles.brand}>
          WebShop
        </TextLink>
        <SearchField />
        <div className={styles.links}>
          <AccountLink />
          <CartLink />
          <ColourModeSwitch className={styles.colourModeSwitch} />
          <Button
            variant="ghost"
            iconOnly
            aria-label="Open menu"
            className={styles.menuButton}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
            onClick={onOpenMenu}
          >
            <LuMenu />
          </Button>
        </div>
      </div>
    </header>
  );
}
