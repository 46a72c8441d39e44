import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '../components/query-states';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth';

/**
 * A protected route shows the loader until the signed-in state is known, then sends a visitor
 * who is not signed in to the home page.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingState minH="100vh">Loading...</LoadingState>;
  return user?.is_auth ? children : <Navigate to={paths.home} replace />;
}

interface GuestOnlyProps {
  children: ReactNode;
  /** Where signed-in staff go instead: the dashboard, unless the page has a staff counterpart. */
  staffPath?: string;
}

/**
 * A guest-only route sends signed-in staff to the dashboard once the signed-in state is known.
 * Until then it shows its page, as to most of its visitors: its prerendered HTML (and so its
 * first render) cannot know who is signed in.
 */
export function GuestOnly({ children, staffPath = paths.dashboard.root }: GuestOnlyProps) {
  const { data: user } = useCurrentUser();
  return user?.is_auth ? <Navigate to={staffPath} replace /> : children;
}
