import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part';
import { MainContent } from '../../components/skip-link';
import { tellNotOpened } from '../../components/toaster';
import { downloadAhead } from '../../lib/code-download';
import { useMountedOnceOpen } from '../../lib/use-mounted-once-open';
import { OfflineNotice } from '../offline-notice';
import { Footer } from './footer';
import styles from './guest-layout.module.css';
import { TopBar } from './top-bar';

// The drawer (dialog machine, tabs) loads when a visitor reaches for the menu button.
const loadMobileMenu = () => import('./mobile-menu');
const downloadMobileMenu = downloadAhead(loadMobileMenu);
const MobileMenu = lazyPart(
  () => loadMobileMenu().then((module) => module.MobileMenu),
  tellNotOpened,
);

export function GuestLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useMountedOnceOpen(menuOpen);
  return (
    <div className={styles.layout}>
      <TopBar onOpenMenu={() => setMenuOpen(true)} onMenuIntent={downloadMobileMenu} />
      {menuMounted && (
        <MobileMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onDownloadFailed={() => setMenuOpen(false)}
        />
      )}
      <OfflineNotice className={styles.offline} />
      <MainContent className={styles.main}>
        <Outlet />
      </MainContent>
      <Footer />
    </div>
  );
}
