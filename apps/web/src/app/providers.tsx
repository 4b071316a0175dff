import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { installSessionGuard } from '../features/member/index.ts';
import { later } from '../lib/render-later.tsx';

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

/**
 * The live streams (decision 062) start in a task after the first screen, from a chunk of their
 * own: the first visit's script does not carry them. Without EventSource nothing is fetched and
 * the site polls as before; a chunk that fails to load (offline) leaves polling on likewise.
 */
function startLiveEventsLater(client: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  const cancel = later(() => {
    import('./live-events.ts').then(
      ({ startLiveEvents }) => {
        if (!stopped) stop = startLiveEvents(client);
      },
      () => undefined,
    );
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}

export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // A 401 saying the session is gone signs out and drops member data, from any call.
  useEffect(() => installSessionGuard(client), [client]);
  useEffect(() => startLiveEventsLater(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
