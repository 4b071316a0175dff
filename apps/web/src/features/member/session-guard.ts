import type { QueryClient } from '@tanstack/react-query';
import { TIMING } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import { signOut, useSessionStore } from '../../lib/session-store.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { removeMemberQueries } from './api/member-queries.ts';

/**
 * The one reaction to "the session is gone" (401 auth.required or session.ended from any
 * call): when the site believes someone is signed in, it signs out, forgets the member's data
 * and says why in the site's toast (role status). `session.ended` is the server's answer to a
 * token it no longer accepts (ended elsewhere, logged out, idle or past its lifetime): the
 * spec's "The account has been logged out, please log in again". `auth.required` while signed
 * in means the browser sent no session at all: its cookie expired. Only the first failing call
 * finds a session to end, so parallel calls show the message once. Returns the uninstaller.
 */
export function installSessionGuard(client: QueryClient): () => void {
  return setUnauthorizedHandler((error) => {
    if (!useSessionStore.getState().session) return;
    signOut();
    removeMemberQueries(client);
    const key =
      error.errorCode === 'session.ended' ? 'member.sessionEnded' : 'member.sessionExpired';
    accountToast.show(i18n.t(key), TIMING.toastLongMs);
  });
}
