import { z } from 'zod';
import { ProtectionState, RgHistory } from '../api/player-protection.ts';

/**
 * A member's player-protection tools and their history in the back office (issue 23, decision
 * 048). Read-only: only the member may loosen a tool, so operators have no write route.
 */
export const BO_MEMBER_PROTECTION_API = {
  /** Limits in force, pending changes, exclusion, reality check, session limit, activity (GET). */
  tools: '/bo/api/members/:id/protection',
  /** Every change the member made, newest first (GET). */
  history: '/bo/api/members/:id/protection/history',
} as const;

/** The member's tools as the member sees them (activity: no current session, so the last login). */
export const BoMemberProtection = ProtectionState;
export type BoMemberProtection = z.infer<typeof BoMemberProtection>;

export const BoMemberProtectionHistory = RgHistory;
export type BoMemberProtectionHistory = z.infer<typeof BoMemberProtectionHistory>;
