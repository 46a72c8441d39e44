import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth';

/** A protected route sends a visitor who is not signed in to the home page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user?.is_auth ? children : <Navigate to={paths.home} replace />;
}

interface GuestOnlyProps {
  children: ReactNode;
  /** Where signed-in staff go instead: the dashboard, unless the page has a staff counterpart. */
  staffPath?: string;
}

/** A guest-only route sends signed-in staff to the dashboard. */
export function GuestOnly({ children, staffPath = paths.dashboard.root }: GuestOnlyProps) {
  const { data: user } = useCurrentUser();
  return user?.is_auth ? <Navigate to={staffPath} replace /> : children;
}
