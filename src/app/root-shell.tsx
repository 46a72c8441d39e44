import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth';
import { LoadingState } from '../components/query-states';
import { SkipLink } from '../components/skip-link';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Waits for the signed-in state before any route (and its guard) renders. */
export function RootShell() {
  const { isPending } = useCurrentUser();
  if (isPending) {
    return <LoadingState minH="100vh">Loading...</LoadingState>;
  }
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
