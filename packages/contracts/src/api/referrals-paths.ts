/**
 * The member invite screen's call (issue 18, decision 035). Kept out of API so the site's first
 * screen does not carry a path only the lazy invite screen uses. Needs a member session.
 */
export const REFERRALS_API = {
  /** The member's invite link, the referral promotion's terms and the friends who joined. */
  memberInvite: '/wps/member/invite',
} as const;
