import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';
import { watchSessionExpiry } from './session-expiry';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => watchSessionExpiry(queryClient), [queryClient]);
  return (
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
