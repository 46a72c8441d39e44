import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SkipLink } from '../components/skip-link';
import { FocusOnNavigation } from './focus-on-navigation';

/** Scrolls to the top when the path changes; the first page keeps where the visitor is. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Every route renders at once: public screens never wait for the signed-in state; the guards
 * (src/app/guards.tsx) wait where it decides what to show.
 */
export function RootShell() {
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <FocusOnNavigation />
      <Outlet />
    </>
  );
}
