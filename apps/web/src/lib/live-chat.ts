import { chatAllowed } from '@app/contracts';
import { useSession } from './session-store.ts';
import { useSystemStatus } from './system-status.ts';

/**
 * Live chat, shared by the floating menu (first screen), the service pop-up and the
 * customer-service page: the gate of contracts (flag CBS3, member type 0, 1 or 2, no "nochat"
 * label). The launch itself is in live-chat-launch.ts, loaded at the first tap: the floating
 * menu is in the entry, which keeps only the gate.
 */
export function useLiveChatAllowed(): boolean {
  const session = useSession();
  const { status } = useSystemStatus();
  return chatAllowed({
    chatFlag: Boolean(status?.info.whitelabel.flags.CBS3),
    type: session?.type,
    labels: session?.labels,
  });
}
