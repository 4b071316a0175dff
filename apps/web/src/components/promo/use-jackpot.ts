import { useQuery } from '@tanstack/react-query';
import { HOME_WIDGETS_API } from '@app/contracts';
import { apiRequest, guardParser } from '../../lib/api-client.ts';
import { liveMeta, pollWhileLive, useLive } from '../../lib/live-status.ts';

/** How often the home reads the pool again: it grows with every jackpot stake. */
export const JACKPOT_REFRESH_MS = 5_000;

const jackpotAnswer = guardParser(
  (value: unknown): value is { poolCents: number | null } =>
    typeof value === 'object' &&
    value !== null &&
    (typeof (value as { poolCents?: unknown }).poolCents === 'number' ||
      (value as { poolCents?: unknown }).poolCents === null),
  'jackpot',
);

/**
 * The real progressive jackpot in cents (decision 039): the game provider's pools, funded by
 * jackpot stakes, read every few seconds; null until known or while the provider is away.
 * While the public live stream is up its `jackpot` events say when the pool moved (decision
 * 062), and the timer is only the slow safety net.
 */
export function useJackpot(): number | null {
  const live = useLive('public');
  const { data } = useQuery({
    queryKey: ['jackpot'],
    queryFn: () => apiRequest(HOME_WIDGETS_API.jackpot, jackpotAnswer),
    meta: liveMeta('jackpot'),
    refetchInterval: pollWhileLive(live, JACKPOT_REFRESH_MS),
  });
  return data?.poolCents ?? null;
}
