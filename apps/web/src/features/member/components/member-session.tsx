import { lazy, Suspense } from 'react';
import { useMemberInfo, useUnreadCounts } from '../api/member-queries.ts';
import { useHandoffPrompt } from '../lib/handoff-prompt.ts';
import { useIsGuest } from '../../../lib/session-store.ts';

// Loaded only when a signed-in member opens a sign-in link: not part of the first visit.
const HandoffDialog = lazy(() =>
  import('./handoff-dialog.tsx').then((module) => ({ default: module.HandoffDialog })),
);
// Issue 23: reality checks, fetched only once someone is signed in.
const RealityCheck = lazy(() => import('../../protection/reality-check.tsx'));

/**
 * Boot: with session info stored, member info (and the unread counts) load on every page, so
 * a session the server has ended is noticed at once (its 401 signs out) and the labels that
 * gate live chat are known. Renders nothing but the hand-off question when a link asks it.
 */
export function MemberSession() {
  useMemberInfo();
  useUnreadCounts();
  const code = useHandoffPrompt((state) => state.code);
  const guest = useIsGuest();
  // One boundary: the hand-off question only shows to a signed-in member, with the check.
  return (
    <Suspense fallback={null}>
      {code && <HandoffDialog code={code} />}
      {!guest && <RealityCheck />}
    </Suspense>
  );
}
