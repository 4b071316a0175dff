import { z } from 'zod';
import { IsoDay } from './common.ts';

/** The longest period the team counters answer for, in days (start and end included). */
export const TEAM_KPI_MAX_DAYS = 93;

/**
 * Team KPI (spec section 7: startDate, endDate, size 0 -> value.footer). Whole days on the
 * agent's clock: `utcOffset` minutes east of UTC, as the record pages send it.
 */
export const TeamKpiQuery = z.object({
  startDate: IsoDay.describe('First day counted, YYYY-MM-DD'),
  endDate: IsoDay.describe('Last day counted, YYYY-MM-DD (at most 93 days after startDate)'),
  size: z.coerce
    .number()
    .int()
    .min(0)
    .max(0)
    .default(0)
    .describe('Page size of the team list: always 0, only the footer counters are answered'),
  utcOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('The agent clock, minutes east of UTC (0: UTC days)'),
});
export type TeamKpiQuery = z.input<typeof TeamKpiQuery>;

/** Spec section 3 "team footer data"; trial accounts never count. */
export const TeamFooter = z.object({
  teamLoginMemberCount: z.number().int().describe('Team members who signed in during the period'),
  teamBetMemberCount: z
    .number()
    .int()
    .describe('Team members with at least one real-money bet (games or lottery) in the period'),
  teamRegisterMemberCount: z.number().int().describe('Team members registered in the period'),
  teamOnlineCount: z
    .number()
    .int()
    .describe('Team members with a live session now (whatever the period)'),
});
export type TeamFooter = z.infer<typeof TeamFooter>;

export const TeamKpiValue = z.object({ footer: TeamFooter });
export type TeamKpiValue = z.infer<typeof TeamKpiValue>;

/** What the agent home shows about the agent itself. */
export const AgentProfile = z.object({
  userName: z.string(),
  nickname: z.string(),
  /** Total balance in cents, from the ledger (as the wallet call answers it). */
  sumBalance: z.number().int().min(0),
  /** Agent announcements (type A) the agent has not read. */
  unreadAnnouncements: z.number().int(),
  /** The agent's own rebate, the ceiling of a link's default rebate (percent). */
  rebate: z.number().describe('Percent, up to 2 decimals (1.5 = 1.50 %)'),
});
export type AgentProfile = z.infer<typeof AgentProfile>;

/** A rebate percentage: 0 or more, at most 2 decimals. */
export const RebatePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');

export const AffiliateUrl = z.object({
  code: z.string(),
  /** The link to share: the link's own domain, else the merchant's main domain. */
  url: z.string(),
  defaultRebate: z.number().describe('Rebate percent a member registering through it gets'),
  createdAt: z.string().describe('ISO instant'),
  memberCount: z.number().int().describe('Members registered through this link'),
});
export type AffiliateUrl = z.infer<typeof AffiliateUrl>;

export const AffiliateUrlList = z.object({ list: z.array(AffiliateUrl) });
export type AffiliateUrlList = z.infer<typeof AffiliateUrlList>;

export const AffiliateUrlCreateBody = z.object({
  defaultRebate: RebatePercent.default(0).describe(
    "Percent given to members registering through the link: 0 up to the agent's own rebate",
  ),
});
export type AffiliateUrlCreateBody = z.input<typeof AffiliateUrlCreateBody>;

export const AffiliateUrlDeleteQuery = z.object({
  code: z.string().trim().min(1).max(32),
});
export type AffiliateUrlDeleteQuery = z.input<typeof AffiliateUrlDeleteQuery>;

export const AffiliateUrlDeleteValue = z.object({ code: z.string() });

/** Direct downline registration: the same field rules as registration, no captcha. */
export const DownlineRegisterBody = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(64),
  nickname: z.string().trim().max(32).default(''),
});
export type DownlineRegisterBody = z.input<typeof DownlineRegisterBody>;

export const DownlineRegisterValue = z.object({ userName: z.string() });
export type DownlineRegisterValue = z.infer<typeof DownlineRegisterValue>;
