/**
 * Player protection calls (issue 23, decision 048): limits, reality checks, breaks and
 * self-exclusion, and the member's own activity. Kept out of API so the first screen does not
 * carry paths only the lazy member-centre screens use. Every one needs a session.
 */
export const PROTECTION_API = {
  /** The member's limits, pending changes, reality-check interval, exclusion and activity (GET). */
  state: '/wps/member/protection',
  /** Sets or removes one deposit, loss or wager limit (PUT). */
  limit: '/wps/member/protection/limit',
  /** Sets or removes the session time limit (PUT). */
  sessionLimit: '/wps/member/protection/session-limit',
  /** Sets or turns off the reality-check interval (PUT). */
  realityCheckInterval: '/wps/member/protection/reality-check/interval',
  /** The current session's reality check: due or not, time played, net result (GET). */
  realityCheck: '/wps/member/protection/reality-check',
  /** The member answers "continue" to a due reality check (POST). */
  realityCheckContinue: '/wps/member/protection/reality-check/continue',
  /** Takes a break (time-out) or excludes oneself (POST). */
  exclusion: '/wps/member/protection/exclusion',
  /** Asks to end a self-exclusion whose period is over; it ends after a cooling-off (POST). */
  exclusionEnd: '/wps/member/protection/exclusion/end',
  /** Every change of the member's tools, newest first (GET). */
  history: '/wps/member/protection/history',
} as const;
