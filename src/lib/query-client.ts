import { MutationCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../components/toaster';
import { ApiError, failureMessage } from './api-client';
import { OFFLINE_REFUSAL } from './network';
import { isWakingStatus } from './server-waking';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The failure toast's text where the spec gives its own; else the error's message. */
      failureMessage?: (error: Error) => string;
    };
  }
}

/** A change asked for while the browser is offline: refused before anything is sent or shown. */
export class OfflineRefusal extends ApiError {
  constructor() {
    super(0, OFFLINE_REFUSAL);
    this.name = 'OfflineRefusal';
  }
}

/**
 * Every failed mutation shows its danger toast here, once, whichever screen started it. A
 * failed query shows on its screen instead (an error state), never as a toast. Offline, a
 * change is refused before its screen shows it as made (an optimistic count) and before it is
 * sent: never kept to be sent later, unseen.
 */
const mutationCache = () =>
  new MutationCache({
    onMutate: () => {
      if (!navigator.onLine) throw new OfflineRefusal();
    },
    onError: (error, _variables, _context, mutation) => {
      const message =
        error instanceof OfflineRefusal
          ? failureMessage
          : (mutation.meta?.failureMessage ?? failureMessage);
      notify('danger', message(error));
    },
  });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: mutationCache(),
    defaultOptions: {
      queries: {
        // A 4xx response will not change on retry; the client already waited out a waking server
        // or no response (server-waking.ts); another server error may pass.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && (error.status < 500 || isWakingStatus(error.status))) &&
          failureCount < 2,
        refetchOnWindowFocus: false,
      },
      // Sent when asked, never paused until the network is back (then sent unseen): a change
      // the network loses in flight fails, and says so.
      mutations: { networkMode: 'always' },
    },
  });
}
