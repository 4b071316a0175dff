import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest } from '../../../lib/session-store.ts';

/**
 * The records need a session: a guest goes home with the login popup (as the game page does).
 * A trial member (type 4) has a wallet of their own and sees their records.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const isGuest = useIsGuest();
  useEffect(() => {
    if (isGuest) modals.openLogin();
  }, [isGuest]);
  if (isGuest) return <Navigate to={HOME_PATH} replace />;
  return children;
}
