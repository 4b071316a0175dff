import { z } from 'zod';
import { PageNo } from './common.ts';

export { REFERRALS_API } from './referrals-paths.ts';

/**
 * The member invite screen (issue 18, decision 035): a member's own invite link, the referral
 * promotion it belongs to, and the friends who registered through it. Agents keep their
 * affiliate links (decision 021); trial accounts and agents are refused.
 */

/** Friends per page on the invite screen. */
export const INVITE_FRIENDS_PAGE_SIZE = 20;
export const INVITE_FRIENDS_PAGE_SIZE_MAX = 50;

export const MemberInviteQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(INVITE_FRIENDS_PAGE_SIZE_MAX)
    .default(INVITE_FRIENDS_PAGE_SIZE),
});
export type MemberInviteQuery = z.input<typeof MemberInviteQuery>;

export const InvitedFriend = z.object({
  userName: z.string().describe('Masked: the first and last letters show, the rest are *'),
  joinedAt: z.string().describe('ISO-8601 instant of the registration'),
  deposited: z.boolean().describe('Has had a deposit approved'),
});
export type InvitedFriend = z.infer<typeof InvitedFriend>;

export const ReferralPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Cleaned HTML, in the request language'),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
});
export type ReferralPromotion = z.infer<typeof ReferralPromotion>;

/** GET REFERRALS_API.memberInvite. */
export const MemberInviteValue = z.object({
  code: z.string().describe("The member's personal invite code"),
  url: z.string().describe('The registration address carrying the code'),
  /** The live referral promotion; null while the programme is off (the link still works). */
  promotion: ReferralPromotion.nullable(),
  friends: z.object({
    list: z.array(InvitedFriend),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  }),
});
export type MemberInviteValue = z.infer<typeof MemberInviteValue>;
