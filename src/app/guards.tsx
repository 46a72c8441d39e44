import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth';

/** A protected route sends a visitor who is not signed in to the home page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user?.is_auth ? children : <Navigate to={paths.home} replace />;
}

/** A guest-only route sends signed-in staff to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user?.is_auth ? <Navigate to={paths.dashboard.root} replace /> : children;
}
