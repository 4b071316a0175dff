import { chatAllowed, MODULE_ID_HEADER, CHAT_MODULE_ID, SERVICE_API } from '@app/contracts';
import { apiGet, guardParser, isApiError } from './api-client.ts';
import { openExternal } from './open-external.ts';
import { useSession } from './session-store.ts';
import { useSystemStatus } from './system-status.ts';

/**
 * Live chat, shared by the floating menu (first screen), the service pop-up and the
 * customer-service page: the gate of contracts (flag CBS3, member type 0, 1 or 2, no "nochat"
 * label) and the launch-chat call. No zod here: the floating menu is in the entry.
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

const chatUrlParser = guardParser(
  (value: unknown): value is { chatUrl: string } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { chatUrl?: unknown }).chatUrl === 'string',
  'chat address',
);

/** The site's base path: an in-site chat address (/m/...) is a route, not a new tab. */
const SITE_BASE = '/m/';

export type LaunchChatResult = { ok: true } | { ok: false; message: string };

/**
 * Asks the server for the member's chat address (spec 7, launch chat) and opens it: an in-site
 * path through `navigate`, anything else in a new tab. Failures come back as the server's
 * message (in the member's language) for the caller to show.
 */
export async function launchLiveChat(
  navigate: (to: string) => void,
  fallbackMessage: string,
): Promise<LaunchChatResult> {
  try {
    const { chatUrl } = await apiGet(SERVICE_API.launchChat, chatUrlParser, {
      headers: { [MODULE_ID_HEADER]: CHAT_MODULE_ID },
    });
    if (chatUrl.startsWith(SITE_BASE)) navigate(chatUrl.slice(SITE_BASE.length - 1));
    else openExternal(chatUrl);
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message:
        isApiError(error) && error.errorCode !== 'network.error' ? error.message : fallbackMessage,
    };
  }
}
