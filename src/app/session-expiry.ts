import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/toaster';
import { onSessionExpired } from '../lib/api-client';
import { authKeys } from '../features/auth';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * When a signed-in user's call ends in 401 (refresh failed too), the signed-in state is
 * refetched (the guards then leave the dashboard) and a warning says why. Several calls failing
 * together give one warning. Returns the unsubscribe.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  let handling = false;
  return onSessionExpired(() => {
    const user = queryClient.getQueryData<{ is_auth: boolean }>(authKeys.currentUser());
    if (handling || !user?.is_auth) return;
    handling = true;
    notify('warning', SESSION_EXPIRED_MESSAGE);
    void queryClient.invalidateQueries({ queryKey: authKeys.all }).finally(() => {
      handling = false;
    });
  });
}
