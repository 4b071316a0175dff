import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import { signOut, useSessionStore } from '../../lib/session-store.ts';
import { removeMemberQueries } from './api/member-queries.ts';

/**
 * The one reaction to "the session is gone" (401 auth.required or session.ended from any
 * call): when the site believes someone is signed in, it signs out and forgets the member's
 * data. Returns the uninstaller.
 */
export function installSessionGuard(client: QueryClient): () => void {
  return setUnauthorizedHandler(() => {
    if (!useSessionStore.getState().session) return;
    signOut();
    removeMemberQueries(client);
  });
}
