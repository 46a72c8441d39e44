import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MainContent } from '../../components/skip-link';
import { useMountedOnceOpen } from '../../lib/use-mounted-once-open';
import { Footer } from './footer';
import styles from './guest-layout.module.css';
import { TopBar } from './top-bar';

// The drawer (dialog machine, tabs) loads when a visitor reaches for the menu button.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function GuestLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useMountedOnceOpen(menuOpen);
  return (
    <div className={styles.layout}>
      <TopBar onOpenMenu={() => setMenuOpen(true)} onMenuIntent={loadMobileMenu} />
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <MainContent className={styles.main}>
        <Outlet />
      </MainContent>
      <Footer />
    </div>
  );
}
