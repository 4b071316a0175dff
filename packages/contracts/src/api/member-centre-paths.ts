/**
 * Member-centre calls (issue 9, decision 026): security centre, personal info, VIP levels and
 * the reward centre. Kept out of API so the site's first screen does not carry paths only the
 * lazy member-centre screens use. Every one needs a session (none is on the open list).
 */
export const MEMBER_CENTRE_API = {
  /** Security config: which protections the member has set. */
  securityConfig: '/wps/member/security/config',
  /** Bind e-mail (POST). */
  bindEmail: '/wps/member/security/email',
  /** A code by SMS to the number about to be bound (POST; issue 18, decision 036). */
  mobileCode: '/wps/member/security/mobile/code',
  /** Binds or changes the mobile number with that code (PUT). */
  mobile: '/wps/member/security/mobile',
  /** A withdrawal-password reset code to the bound mobile or e-mail (POST). */
  withdrawPasswordResetCode: '/wps/member/security/withdraw-password/reset/code',
  /** Sets a new withdrawal password with that code (POST). */
  withdrawPasswordReset: '/wps/member/security/withdraw-password/reset',
  /** Security questions: GET the fixed list and the chosen ones, PUT sets or changes answers. */
  securityQuestions: '/wps/member/security/questions',
  /** The member's live sessions (GET). */
  sessions: '/wps/member/security/sessions',
  /** Ends one of the member's other sessions (POST). */
  endSession: '/wps/member/security/sessions/end',
  /** Ends every session of the member except the calling one (POST). */
  endOtherSessions: '/wps/member/security/sessions/end-others',
  /** Personal info (GET). */
  personalInfo: '/wps/member/personal/info',
  /** Nickname change (PUT). */
  nickname: '/wps/member/personal/nickname',
  /** Member club benefit: the VIP levels with their benefits and the member's level (GET). */
  clubBenefit: '/wps/member/club/benefit',
  /** Rewards granted to the member (GET) and claiming one (POST). */
  rewards: '/wps/member/rewards',
  rewardClaim: '/wps/member/rewards/claim',
} as const;
