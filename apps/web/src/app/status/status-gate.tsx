import { lazy, Suspense, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@app/contracts';
import { useSystemStatus } from '../../lib/system-status.ts';
import { OutagePage } from './status-pages.tsx';

const MaintenancePage = lazy(() =>
  import('./status-notice-pages.tsx').then((module) => ({ default: module.MaintenancePage })),
);
const RestrictedPage = lazy(() =>
  import('./status-notice-pages.tsx').then((module) => ({ default: module.RestrictedPage })),
);

/**
 * Shows the site only when the system status is normal: the cached status is used at once and
 * refreshed from the server; maintenance wins over region restriction; a failed call with
 * nothing cached shows the service-outage page. `pending` renders while the first call runs.
 */
export function StatusGate({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const { status, code, isError, isFetching, refetch } = useSystemStatus();

  if (!status) {
    if (isError) return <OutagePage onRetry={() => void refetch()} retrying={isFetching} />;
    return pending;
  }
  if (code === SYSTEM_STATUS.maintenance) {
    return (
      <Suspense fallback={pending}>
        <MaintenancePage status={status} />
      </Suspense>
    );
  }
  if (code === SYSTEM_STATUS.regionRestricted) {
    return (
      <Suspense fallback={pending}>
        <RestrictedPage status={status} />
      </Suspense>
    );
  }
  return children;
}
