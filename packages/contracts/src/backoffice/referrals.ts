import { z } from 'zod';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's referrals to review (issue 25, decision 058): the referral promotion's
 * referrals with their state, and an operator's decision on one held for review because the
 * friend looks like the inviter (same device, same address, same payee account). Approving pays
 * both sides' R$ 20,00 rewards into their reward centres, refusing pays nothing. Reads need
 * bonuses.read, the decision bonuses.write; the decision is audited with its reason. Amounts
 * are integer cents. A referral is named by its friend's member id (one referral per friend).
 */
export const BO_REFERRALS_API = {
  /** GET the referrals (status filter, under review by default; member; paging). */
  referrals: '/bo/api/referrals',
  /** POST { decision: 'approve' | 'refuse', reason }: decides a referral under review. */
  decision: '/bo/api/referrals/:id/decision',
} as const;

/** A referral's state: waiting for the friend's play, rewarded, held for review, or refused. */
export const BO_REFERRAL_STATUSES = ['pending', 'review', 'rewarded', 'refused'] as const;
export const BoReferralStatus = z.enum(BO_REFERRAL_STATUSES);
export type BoReferralStatus = z.infer<typeof BoReferralStatus>;

export const BO_REFERRAL_STATUS_FILTERS = [
  'review',
  'rewarded',
  'refused',
  'pending',
  'all',
] as const;

/**
 * Why the friend looks like the inviter: a session of each from the same address and browser
 * (a device), from the same address (IP), or the same payee account number.
 */
export const BO_REFERRAL_SIGNALS = ['sameDevice', 'sameAddress', 'samePayee'] as const;
export const BoReferralSignal = z.enum(BO_REFERRAL_SIGNALS);
export type BoReferralSignal = z.infer<typeof BoReferralSignal>;

export const BoReferralListQuery = BoPageQuery.extend({
  status: z.enum(BO_REFERRAL_STATUS_FILTERS).default('review'),
  /** A member id or user name (exact, any case), as the friend or the inviter; empty: all. */
  member: z.string().trim().max(64).default(''),
});
export type BoReferralListQuery = z.input<typeof BoReferralListQuery>;

export const BoReferralRow = z.object({
  /** The friend who registered through the invite link (the referral's id). */
  friendId: z.number().int(),
  friendUserName: z.string(),
  inviterId: z.number().int(),
  inviterUserName: z.string(),
  /** The invite code the friend registered with. */
  code: z.string(),
  /** When the friend registered. */
  registeredAt: z.string(),
  status: BoReferralStatus,
  signals: z.array(BoReferralSignal),
  /** The friend's first approved deposit; null before one. */
  firstDepositCents: z.number().int().nullable(),
  /** What the friend has staked of their own money (cash bets, in-house and providers'). */
  wageredCents: z.number().int(),
  /**
   * When it last changed state: the check that rewarded it or held it for review, or the
   * operator's decision; null while pending.
   */
  decidedAt: z.string().nullable(),
  /** The operator who approved or refused it; '' when the check decided (or nothing has). */
  decidedBy: z.string(),
});
export type BoReferralRow = z.infer<typeof BoReferralRow>;

export const BoReferralPage = boPage(BoReferralRow).extend({
  /**
   * The promotion's terms, for the screen: the first deposit and the cash stakes needed, and
   * each side's reward.
   */
  minDepositCents: z.number().int(),
  requiredWagerCents: z.number().int(),
  rewardCents: z.number().int(),
});
export type BoReferralPage = z.infer<typeof BoReferralPage>;

export const BO_REFERRAL_DECISIONS = ['approve', 'refuse'] as const;

export const BoReferralDecisionBody = z.object({
  decision: z.enum(BO_REFERRAL_DECISIONS),
  reason: BoReason,
});
export type BoReferralDecisionBody = z.input<typeof BoReferralDecisionBody>;
