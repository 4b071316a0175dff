import { z } from 'zod';
import { IsoDay } from '../api/common.ts';

/**
 * The back office's reports (issue 22, decision 046): GGR and NGR by day, game type, vendor,
 * game and agent; deposits and withdrawals by channel; new, active and depositing members per
 * day; and the cost of promotional credits and bonuses. Every figure is read from the ledger
 * (money) and the round and member tables (what a transfer was for, who a member is), grouped
 * in the database.
 *
 * A period is two calendar days, both included, `utcOffset` minutes east of UTC: the back
 * office sends its browser's offset, as the dashboard does, so a report's day and the
 * dashboard's day are the same day. At most REPORT_MAX_DAYS days (`bo.report.period`).
 */
export const BO_REPORTS_API = {
  ggr: '/bo/api/reports/ggr',
  cashflow: '/bo/api/reports/cashflow',
  members: '/bo/api/reports/members',
  bonus: '/bo/api/reports/bonus',
} as const;

/** The longest period a report covers: a leap year. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const periodFields = {
  from: IsoDay.describe('First day, YYYY-MM-DD, on the operator clock'),
  to: IsoDay.describe(`Last day (included), YYYY-MM-DD; at most ${REPORT_MAX_DAYS} days in all`),
  utcOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('Minutes east of UTC of the operator clock (the back office sends its own)'),
};

/** The shape of a period in a query string; the rule between its days is ReportPeriod's. */
export const ReportPeriodQuery = z.object(periodFields);
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuery>;

/**
 * A valid period: `to` not before `from`, at most REPORT_MAX_DAYS days. The server answers 400
 * `bo.report.period` when it fails; the screen checks it before asking.
 */
export const ReportPeriod = ReportPeriodQuery.refine(
  (period) => {
    const days = reportDays(period.from, period.to);
    return days >= 1 && days <= REPORT_MAX_DAYS;
  },
  { message: 'bo.report.period' },
);
export type ReportPeriod = z.infer<typeof ReportPeriod>;

const cents = z.number().int();
const count = z.number().int().min(0);

const reportHead = {
  from: z.string(),
  to: z.string(),
  utcOffset: z.number().int(),
  /** ISO-8601 instant the figures were read. */
  generatedAt: z.string(),
};

/** A report: its period and when it was read, `fields` of its own, its rows and their totals. */
function reportOf<Row extends z.ZodType, Totals extends z.ZodType, Fields extends z.ZodRawShape>(
  row: Row,
  totals: Totals,
  fields: Fields,
) {
  return z.object({ ...reportHead, ...fields, rows: z.array(row), totals });
}

/** A daily report's row: the day (YYYY-MM-DD) and its figures. */
const dayOf = <Shape extends z.ZodRawShape>(figures: z.ZodObject<Shape>) =>
  figures.extend({ day: z.string() });

// ---------------------------------------------------------------------------------------------
// GGR and NGR

export const GGR_DIMENSIONS = ['day', 'gameType', 'vendor', 'game', 'agent'] as const;
export const GgrDimension = z.enum(GGR_DIMENSIONS);
export type GgrDimension = z.infer<typeof GgrDimension>;

/** The key of the row holding what no game, vendor, type or agent can be named for. */
export const REPORT_UNATTRIBUTED = '-';

export const GgrQuery = ReportPeriodQuery.extend({ by: GgrDimension.default('day') });
export type GgrQuery = z.infer<typeof GgrQuery>;

/**
 * One group's play and promotional cost (decision 046), trial accounts left out:
 * - stakes: `bet` + `vendor.bet` less `rollback` + `vendor.rollback` (stakes given back);
 *   bets: how many stake transfers;
 * - wins: `win` + `vendor.win`; GGR = stakes - wins;
 * - rebates: `agent.rebate`; rewards: `reward.claim`; commissions: `agent.dividend` +
 *   `agent.salary` (contract payouts); deductions = rebates + rewards + commissions;
 * - NGR = GGR - deductions.
 */
export const GgrFigures = z.object({
  betCount: count,
  stakeCents: cents,
  winCents: cents,
  ggrCents: cents,
  rebateCents: cents,
  rewardCents: cents,
  commissionCents: cents,
  deductionCents: cents,
  ngrCents: cents,
});
export type GgrFigures = z.infer<typeof GgrFigures>;

export const GgrRow = GgrFigures.extend({
  /**
   * by day: YYYY-MM-DD; game type: its code (RNG, LIVE, LOTT...); vendor: its code; game: the
   * game id, or `vendor:<code>` for a vendor's rounds whose game the wallet was not told; agent:
   * the agent's member id. REPORT_UNATTRIBUTED for what has no such owner (e.g. a reward has
   * no game, a member no agent).
   */
  key: z.string(),
  /** The game's, vendor's or agent's name; the key again for days and types. */
  label: z.string(),
  gameType: z.string().nullable(),
  vendorCode: z.string().nullable(),
});
export type GgrRow = z.infer<typeof GgrRow>;

/** Totals: the sum of the rows, every transfer being in exactly one row. */
export const GgrReport = reportOf(GgrRow, GgrFigures, { by: GgrDimension });
export type GgrReport = z.infer<typeof GgrReport>;

// ---------------------------------------------------------------------------------------------
// Deposits and withdrawals by channel

export const CashflowRow = z.object({
  direction: z.enum(['deposit', 'withdrawal']),
  /**
   * A deposit's payment channel (`payment_channels.code`); a withdrawal's destination bank
   * (withdrawals are all paid through the one withdrawal channel and record their bank).
   */
  channel: z.string(),
  /** The channel's name; the bank's name for withdrawals. */
  label: z.string(),
  count,
  amountCents: cents,
});
export type CashflowRow = z.infer<typeof CashflowRow>;

export const CashflowTotals = z.object({
  depositCount: count,
  depositCents: cents,
  withdrawalCount: count,
  withdrawalCents: cents,
  /** Deposits less withdrawals. */
  netCents: cents,
});
export type CashflowTotals = z.infer<typeof CashflowTotals>;

/** Rows: credited deposits (`deposit`) and paid withdrawals (`withdrawal.paid`) of the period. */
export const CashflowReport = reportOf(CashflowRow, CashflowTotals, {});
export type CashflowReport = z.infer<typeof CashflowReport>;

// ---------------------------------------------------------------------------------------------
// Members

export const MemberFigures = z.object({
  /** Accounts registered (trial accounts left out). */
  newMembers: count,
  /** Accounts with any ledger movement or game round (free play too). */
  activeMembers: count,
  /** Accounts credited with at least one deposit. */
  depositingMembers: count,
  /** Accounts whose first deposit ever was credited then. */
  firstDepositMembers: count,
});
export type MemberFigures = z.infer<typeof MemberFigures>;

export const MembersDay = dayOf(MemberFigures);
export type MembersDay = z.infer<typeof MembersDay>;

/**
 * Totals: new and first-deposit members add up over the days; active and depositing members are
 * counted once in the period however many days they came back (so not the days' sum).
 */
export const MembersReport = reportOf(MembersDay, MemberFigures, {});
export type MembersReport = z.infer<typeof MembersReport>;

// ---------------------------------------------------------------------------------------------
// Bonus cost

export const BonusFigures = z.object({
  /** Credits claimed by members (`reward.claim`: VIP, referral and other rewards). */
  rewardCents: cents,
  /** Agent rebates paid (`agent.rebate`). */
  rebateCents: cents,
  /** Agent contract payouts (`agent.dividend`, `agent.salary`). */
  commissionCents: cents,
  /**
   * The bonus engine (decision 056): bonus money granted (`bonus.grant`, promotions' and
   * operators'). Not a cost by itself: it becomes one only when converted.
   */
  bonusGrantedCents: cents,
  /** Bonus money that became cash (`bonus.convert`): the bonus engine's cost. */
  bonusConvertedCents: cents,
  /**
   * Bonus money taken back by the house (`bonus.forfeit`: given up, expired, cancelled, or above
   * a conversion cap).
   */
  bonusForfeitedCents: cents,
  /** Rewards + rebates + commissions + bonuses converted. */
  totalCents: cents,
  /** How many credits (rewards, rebates, commissions and conversions). */
  count,
});
export type BonusFigures = z.infer<typeof BonusFigures>;

export const BonusDay = dayOf(BonusFigures);
export type BonusDay = z.infer<typeof BonusDay>;

/** The active bonuses when the report was read, whatever its period. */
export const ActiveBonuses = z.object({
  count,
  /** The members' bonus balances now: what could still convert. */
  balanceCents: cents,
});
export type ActiveBonuses = z.infer<typeof ActiveBonuses>;

/**
 * Totals: the GGR report's deductions for the period (rewards, rebates, commissions) plus the
 * bonuses converted; granted and forfeited bonus money beside them. Trial accounts left out.
 */
export const BonusReport = reportOf(BonusDay, BonusFigures, { activeBonuses: ActiveBonuses });
export type BonusReport = z.infer<typeof BonusReport>;
