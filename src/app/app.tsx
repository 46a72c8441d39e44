import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './router';
import { watchSessionExpiry } from './session-expiry';

interface AppProps {
  /** The routes inside a router: the browser's, or a fixed address when the build prerenders. */
  router?: ReactNode;
  /** The client start.tsx prefetched the page's first query with; a new one by default. */
  queryClient?: QueryClient;
  /** Called once the first render has committed (a prerendered page: once it is hydrated). */
  onFirstRender?: () => void;
}

export function App({ router = <AppRouter />, queryClient: given, onFirstRender }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <Toaster />
    </QueryClientProvider>
  );
}
