import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NON_AGENT_TYPES } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';

/**
 * The agent screens need a session whose type is an agent's (spec sections 2 and 6: not 0, 4
 * or 40): a guest goes home with the login popup, a member or trial goes home.
 */
export function AgentOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (!session) modals.openLogin();
  }, [session]);
  if (!session || (NON_AGENT_TYPES as readonly number[]).includes(session.type)) {
    return <Navigate to={HOME_PATH} replace />;
  }
  return children;
}
