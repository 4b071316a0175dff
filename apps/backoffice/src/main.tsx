import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './lib/i18n.ts';
import './styles.css';
import { router } from './app/router.tsx';

const client = new QueryClient({
  defaultOptions: {
    // Operators act on fresh figures: a screen refetches when focused again, errors show at once.
    queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
