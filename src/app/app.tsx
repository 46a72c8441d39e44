import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './router';
import { appSystem } from './theme';
import { watchSessionExpiry } from './session-expiry';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
