import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './router';
import { appSystem } from './theme';
import { watchSessionExpiry } from './session-expiry';

interface AppProps {
  /** The routes inside a router: the browser's, or a fixed address when the build prerenders. */
  router?: ReactNode;
}

export function App({ router = <AppRouter /> }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        {router}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
