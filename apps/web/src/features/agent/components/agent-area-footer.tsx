import '../i18n/texts.ts';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useAgentProfile } from '../api/agent-queries.ts';
import { isAgentSession } from '../lib/agent-entries.ts';
import { AgentFooter } from './agent-footer.tsx';

/**
 * The footer of every agent screen (spec section 2, issue 18): the root layout renders this on
 * routes whose handle marks them as agent screens, in place of the member footer. Only an agent
 * session gets the agent footer; anyone else keeps `memberFooter` (members never see it).
 */
export function AgentAreaFooter({ memberFooter }: { memberFooter: ReactNode }) {
  const session = useSession();
  if (!isAgentSession(session)) return memberFooter;
  return <ConnectedAgentFooter />;
}

function ConnectedAgentFooter() {
  const { status } = useSystemStatus();
  const profile = useAgentProfile(true);
  return (
    <AgentFooter
      dividend={status?.info.whitelabel.dividendEnabled === true}
      unreadAnnouncements={profile.data?.unreadAnnouncements ?? 0}
    />
  );
}
