import { MutationCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../components/toaster';
import { ApiError, failureMessage } from './api-client';
import { isWakingStatus } from './server-waking';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The failure toast's text where the spec gives its own; else the error's message. */
      failureMessage?: (error: Error) => string;
    };
  }
}

/**
 * Every failed mutation shows its danger toast here, once, whichever screen started it. A
 * failed query shows on its screen instead (an error state), never as a toast.
 */
const mutationCache = () =>
  new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const message = mutation.meta?.failureMessage ?? failureMessage;
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
    },
  });
}
