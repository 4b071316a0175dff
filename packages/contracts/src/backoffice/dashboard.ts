import { z } from 'zod';

/**
 * The back office's dashboard (issue 21): today and the days before it, each day's money and
 * members, and the queues waiting for an operator now.
 *
 * A day is a calendar day `utcOffset` minutes east of UTC, as the record pages and team reports
 * count days (decision 010): the back office sends its browser's offset, 0 (UTC days, as the
 * scheduler's jobs count them) when none.
 */
export const BO_DASHBOARD_API = {
  dashboard: '/bo/api/dashboard',
} as const;

/** How many days the dashboard covers, today included. */
export const DASHBOARD_DAYS = 30;

export const DashboardQuery = z.object({
  utcOffset: z.coerce.number().int().min(-840).max(840).default(0),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

const cents = z.number().int();
const count = z.number().int().min(0);

/**
 * One period's figures. Money is the ledger's (integer cents), trial accounts left out (they
 * play with free money):
 * - deposits: credited to members (`deposit` transfers); withdrawals: paid out
 *   (`withdrawal.paid`);
 * - stakes: bets (`bet`, `vendor.bet`) less the ones rolled back; wins: `win`, `vendor.win`;
 *   GGR = stakes - wins (negative when the members won more than they staked);
 * - new members: accounts registered; active members: accounts with any ledger movement or
 *   game round (free play too) in the period, each counted once.
 */
export const DashboardFigures = z.object({
  depositCents: cents,
  depositCount: count,
  withdrawalCents: cents,
  withdrawalCount: count,
  stakeCents: cents,
  winCents: cents,
  ggrCents: cents,
  newMembers: count,
  activeMembers: count,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardDay = DashboardFigures.extend({
  /** YYYY-MM-DD on the requested offset. */
  day: z.string(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** What waits for an operator now, whatever the day it came in. */
export const DashboardPending = z.object({
  deposits: z.object({ count, cents }),
  withdrawals: z.object({ count, cents }),
  /** Four-eyes requests waiting for a second operator. */
  approvals: count,
  /** Feedback messages nobody has opened yet. */
  feedback: count,
});
export type DashboardPending = z.infer<typeof DashboardPending>;

export const Dashboard = z.object({
  /** ISO-8601 instant the figures were read. */
  generatedAt: z.string(),
  utcOffset: z.number().int(),
  today: DashboardDay,
  /** The DASHBOARD_DAYS days ending today, oldest first. */
  series: z.array(DashboardDay),
  /** The whole span of `series`; active members counted once however many days they played. */
  totals: DashboardFigures,
  pending: DashboardPending,
});
export type Dashboard = z.infer<typeof Dashboard>;
