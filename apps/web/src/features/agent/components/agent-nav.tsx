import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store.ts';
import { isAgentSession } from '../lib/agent-entries.ts';

/**
 * A link of the agent screens. Spec section 2: navigation clicks do nothing unless a session
 * exists; the session is read at click time (it may have ended since the screen rendered).
 */
export function AgentLink({
  to,
  className,
  children,
  onNavigate,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const onClick = (event: MouseEvent) => {
    if (!isAgentSession(useSessionStore.getState().session)) {
      event.preventDefault();
      return;
    }
    onNavigate?.();
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
