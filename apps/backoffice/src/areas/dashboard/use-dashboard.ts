import { useQuery } from '@tanstack/react-query';
import { BO_DASHBOARD_API, Dashboard } from '@app/contracts/backoffice';
import { boGet } from '../../lib/api.ts';

/** Minutes east of UTC of this browser now: the dashboard's days are the operator's days. */
export function browserUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** "-03:00" for -180. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function useDashboard(utcOffset: number) {
  return useQuery({
    queryKey: ['dashboard', utcOffset],
    queryFn: () => boGet(BO_DASHBOARD_API.dashboard, { utcOffset }, Dashboard),
    // The queues move while the screen is open.
    refetchInterval: 60_000,
  });
}
