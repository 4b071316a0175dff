import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NON_AGENT_TYPES } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';

export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

/**
 * The team reports are for agents (spec section 2, agent home): a guest goes home with the
 * login popup; a signed-in member or trial (types 0, 4, 40) goes home, as the agent home
 * sends them. The server refuses them anyway (403); this only spares them a dead screen.
 */
export function AgentOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const isGuest = session === null;
  useEffect(() => {
    if (isGuest) modals.openLogin();
  }, [isGuest]);
  if (!session || !isAgentType(session.type)) return <Navigate to={HOME_PATH} replace />;
  return children;
}
