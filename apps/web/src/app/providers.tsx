import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { installSessionGuard } from '../features/member/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network hiccups might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export const queryClient = createQueryClient();

export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // A 401 saying the session is gone signs out and drops member data, from any call.
  useEffect(() => installSessionGuard(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
