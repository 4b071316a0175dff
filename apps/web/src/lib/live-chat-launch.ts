import { CHAT_MODULE_ID, MODULE_ID_HEADER, SERVICE_API } from '@app/contracts';
import { apiGet, guardParser, isApiError } from './api-client.ts';
import { openExternal } from './open-external.ts';

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
