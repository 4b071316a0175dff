import { z } from 'zod';
import { RowId } from './common.ts';

export { MEMBER_CENTRE_API } from './member-centre-paths.ts';

/**
 * The member centre (spec accounts-members sections 2, 3, 4, 6 and 7; decision 026): security
 * centre (config, bind e-mail, security questions, sessions), personal info and nickname,
 * member club benefit (VIP levels) and the reward centre. Trial accounts (type 4) are refused
 * every call except the club benefit list with trial.forbidden. Money is integer cents.
 */

/** Answers are hashed like passwords; a member sets this many, each to a different question. */
export const SECURITY_QUESTIONS_MIN = 2;
export const SECURITY_QUESTIONS_MAX = 3;
export const SECURITY_ANSWER_MIN = 2;
export const SECURITY_ANSWER_MAX = 64;

/** The fixed question list; the server answers each one's text in the request's language. */
export const SECURITY_QUESTION_CODES = [
  'firstPet',
  'birthCity',
  'motherMaidenName',
  'firstSchool',
  'favouriteTeam',
  'childhoodFriend',
] as const;
export const SecurityQuestionCode = z.enum(SECURITY_QUESTION_CODES);
export type SecurityQuestionCode = z.infer<typeof SecurityQuestionCode>;

/** The longest e-mail kept; the format is EMAIL_PATTERN (constants, spec section 5). */
export const EMAIL_MAX = 100;

const Instant = z.string().describe('ISO-8601 instant');

/** GET MEMBER_CENTRE_API.securityConfig: which protections are set. */
export const SecurityConfig = z.object({
  loginPassword: z.object({
    changedAt: Instant.describe('When the login password was last set'),
    ageDays: z.number().int().min(0).describe('Whole days since then'),
    expiresAt: Instant.nullable().describe('When it must be changed, if the merchant sets an age'),
  }),
  withdrawalPassword: z.object({ set: z.boolean() }),
  email: z.object({
    bound: z.boolean(),
    masked: z.string().describe('The bound address with most of its name hidden, or ""'),
  }),
  payee: z.object({
    bound: z.boolean(),
    masked: z.string().describe('The payee (real) name with all but its first letter hidden'),
  }),
  securityQuestions: z.object({ set: z.boolean(), count: z.number().int().min(0) }),
  mobile: z.object({ bound: z.boolean(), masked: z.string() }),
});
export type SecurityConfig = z.infer<typeof SecurityConfig>;

/**
 * POST MEMBER_CENTRE_API.bindEmail. The login password is asked for because the bound e-mail
 * receives forgot-password mails.
 */
export const BindEmailBody = z.object({
  email: z
    .string()
    .max(EMAIL_MAX * 2)
    .describe('Trimmed, then checked against EMAIL_PATTERN'),
  password: z.string().min(1).max(128).describe('The current login password'),
});
export type BindEmailBody = z.input<typeof BindEmailBody>;
export const BindEmailValue = z.object({ masked: z.string() });
export type BindEmailValue = z.infer<typeof BindEmailValue>;

export const SecurityQuestion = z.object({ code: SecurityQuestionCode, text: z.string() });
export type SecurityQuestion = z.infer<typeof SecurityQuestion>;

/** GET MEMBER_CENTRE_API.securityQuestions: the fixed list and the codes the member chose. */
export const SecurityQuestionsValue = z.object({
  questions: z.array(SecurityQuestion),
  chosen: z.array(SecurityQuestionCode),
});
export type SecurityQuestionsValue = z.infer<typeof SecurityQuestionsValue>;

/**
 * PUT MEMBER_CENTRE_API.securityQuestions: sets (or replaces) the answers. The login password
 * is verified first, also for the first set, so a borrowed unlocked phone cannot plant them.
 */
export const SetSecurityQuestionsBody = z.object({
  password: z.string().min(1).max(128).describe('The current login password'),
  answers: z
    .array(
      z.object({
        questionCode: SecurityQuestionCode,
        answer: z.string().max(SECURITY_ANSWER_MAX * 2),
      }),
    )
    .max(10),
});
export type SetSecurityQuestionsBody = z.input<typeof SetSecurityQuestionsBody>;

/** One of the member's live sessions (GET MEMBER_CENTRE_API.sessions). */
export const MemberSession = z.object({
  id: z.string(),
  device: z
    .string()
    .describe('Browser and system read from the user agent, e.g. "Chrome on Android"'),
  userAgent: z.string(),
  ip: z.string().describe('The address with its last part hidden'),
  createdAt: Instant,
  lastSeenAt: Instant,
  current: z.boolean().describe('The session making this call'),
});
export type MemberSession = z.infer<typeof MemberSession>;
export const MemberSessions = z.object({ list: z.array(MemberSession) });
export type MemberSessions = z.infer<typeof MemberSessions>;

export const EndSessionBody = z.object({ sessionId: z.string().min(1).max(64) });
export type EndSessionBody = z.input<typeof EndSessionBody>;
export const EndSessionsValue = z.object({ ended: z.number().int().min(0) });
export type EndSessionsValue = z.infer<typeof EndSessionsValue>;

/** GET MEMBER_CENTRE_API.personalInfo. */
export const PersonalInfo = z.object({
  userName: z.string(),
  nickname: z.string(),
  realName: z.string().describe('The payee name given at registration or binding, or ""'),
  mobile: z.string().describe('Masked, or ""'),
  email: z.string().describe('Masked, or ""'),
  registeredAt: Instant,
  vipLevel: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type PersonalInfo = z.infer<typeof PersonalInfo>;

/** PUT MEMBER_CENTRE_API.nickname: checked by the registration's nickname rule. */
export const NicknameBody = z.object({ nickname: z.string().max(64) });
export type NicknameBody = z.input<typeof NicknameBody>;
export const NicknameValue = z.object({ nickname: z.string() });
export type NicknameValue = z.infer<typeof NicknameValue>;

/** One VIP level: what reaching it takes and what it gives. Amounts in cents. */
export const VipLevel = z.object({
  level: z.number().int().min(0).describe('0 is the entry level'),
  code: z.string().describe('The members.club_label value of this level'),
  name: z.string(),
  depositRequiredCents: z.number().int().min(0).describe('Total deposits to reach the level'),
  validBetRequiredCents: z.number().int().min(0).describe('Total valid bets to reach the level'),
  dailyWithdrawalLimitCents: z.number().int().min(0),
  birthdayBonusCents: z.number().int().min(0),
  rebateBoostBasisPoints: z
    .number()
    .int()
    .min(0)
    .describe('Extra rebate rate in hundredths of a percent (25 = 0.25%)'),
  upgradeBonusCents: z.number().int().min(0),
});
export type VipLevel = z.infer<typeof VipLevel>;

/** GET MEMBER_CENTRE_API.clubBenefit: the levels, lowest first, and the member's place. */
export const ClubBenefit = z.object({
  levels: z.array(VipLevel),
  currentCode: z.string().nullable().describe('The member’s level; null for a trial account'),
  nextCode: z.string().nullable().describe('The level above, null at the top'),
  /**
   * What the member has done towards the levels (issue 25, decision 059): approved deposits over
   * their life, and their own money staked over the last `windowDays` days. Null for a trial
   * account.
   */
  progress: z
    .object({
      depositedCents: z.number().int().min(0),
      wageredCents: z.number().int().min(0),
      windowDays: z.number().int().positive(),
    })
    .nullable(),
});
export type ClubBenefit = z.infer<typeof ClubBenefit>;

export const REWARD_STATUSES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
export const RewardStatus = z.enum(REWARD_STATUSES);
export type RewardStatus = z.infer<typeof RewardStatus>;

export const Reward = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  amountCents: z.number().int().positive(),
  source: z.string().describe('What granted it, e.g. "vip.upgrade", "promotion", "birthday"'),
  status: RewardStatus.describe('EXPIRED also for an unclaimed one whose expiresAt has passed'),
  grantedAt: Instant,
  expiresAt: Instant.nullable(),
  claimedAt: Instant.nullable(),
});
export type Reward = z.infer<typeof Reward>;
export const RewardList = z.object({ list: z.array(Reward) });
export type RewardList = z.infer<typeof RewardList>;

export const ClaimRewardBody = z.object({ rewardId: RowId });
export type ClaimRewardBody = z.input<typeof ClaimRewardBody>;
export const ClaimRewardValue = z.object({
  reward: Reward,
  balanceCents: z.number().int().min(0).describe('The wallet after the credit'),
});
export type ClaimRewardValue = z.infer<typeof ClaimRewardValue>;
