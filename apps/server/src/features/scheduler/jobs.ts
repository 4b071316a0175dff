import {
  JOB_PERIOD_KIND,
  type JobName,
  type JobPeriodKind,
  type JobRunDetail,
} from '@app/contracts';
import { nowMs, type AppContext } from '../../lib/context.ts';
import { payContracts, type PaidKind } from '../agent-contracts/contract-payouts.service.ts';
import { settleRebates } from '../agent-money/rebate-settlement.ts';
import { expireDeposits } from '../cashier/deposits.service.ts';
import { expireBonuses } from '../bonuses/index.ts';
import { checkPendingReferrals } from '../referrals/referral-rewards.ts';
import { moveVipLevels } from '../member-centre/vip-levels.ts';
import { payWeeklyRebates } from '../member-centre/weekly-rebate.ts';
import { payTournaments } from '../tournaments/index.ts';
import { writeTransaction } from '../ledger/ledger.service.ts';
import type { Period } from './periods.ts';

/**
 * A recurring job. Its body must be idempotent per period: the scheduler runs a period once,
 * but a crashed run is taken over and an operator may run any past period again (decision 042).
 */
export interface JobDefinition {
  name: JobName;
  /** The back office's text key of the job's description. */
  descriptionKey: string;
  periodKind: JobPeriodKind;
  /**
   * How many periods back, counting the latest ended one, the scheduler catches up after a
   * stop (never before the job's first run: a new server does not settle last month).
   */
  catchUpPeriods: number;
  /** Days the job's runs are kept (a minute job writes 1,440 a day); null keeps them all. */
  keepRunsDays: number | null;
  run(ctx: AppContext, period: Period): Promise<JobRunDetail>;
}

const SALARY_KINDS: readonly PaidKind[] = ['dailySalary', 'dividend'];

/** Noon of the day: payContracts takes any instant of the day, as its command does. */
const NOON_MS = 12 * 3_600_000;

/**
 * Every scheduled job, in the order a tick runs them. Each body is one the operator commands
 * already run, and each is idempotent by a unique key of its own:
 * - rebate settlement: a payout row per agent, UTC day and game type, and the ledger key
 *   `agent.rebate:<agent>:<day>:<type>` (decision 022);
 * - contract payouts: a payout row per contract and period start, and the ledger key
 *   `agent.<kind>:<contract>:<periodStart>` (decision 024);
 * - deposit expiry: a conditional update of pending deposits past DEPOSIT_EXPIRY_MINUTES;
 * - bonus expiry: a conditional close of each active bonus past its expiry, and the ledger key
 *   `bonus:<id>:forfeit`;
 * - tournament payout: a conditional update of each ended tournament from active to paid, and
 *   the ledger key `tournament:<id>:rank:<n>` of each prize (decision 057);
 * - referral rewards: a conditional update of each referral from pending, and the reward codes
 *   unique per member (decision 058);
 * - VIP levels: a conditional update of each member's level from the one read, and the reward
 *   codes `vip.upgrade:<level>` unique per member (decision 059);
 * - weekly rebate: the ledger key `member.rebate:<member>:<week start>` (decision 059).
 */
export const JOBS: readonly JobDefinition[] = [
  {
    name: 'rebate-settlement',
    descriptionKey: 'jobs.rebateSettlement',
    periodKind: JOB_PERIOD_KIND['rebate-settlement'],
    catchUpPeriods: 31,
    keepRunsDays: null,
    async run(ctx, period) {
      const summary = await settleRebates(ctx, { date: period.key });
      return {
        lines: summary.payouts.length,
        paidLines: summary.payouts.filter((line) => line.paid).length,
        paidCents: summary.paidCents,
      };
    },
  },
  {
    // A daily job although dividends run weekly or half-monthly: the run for day D pays every
    // contract whose period contains D and has ended, so the run for a period's last day pays
    // it and the other days' runs find it unfinished or already paid.
    name: 'contract-payouts',
    descriptionKey: 'jobs.contractPayouts',
    periodKind: JOB_PERIOD_KIND['contract-payouts'],
    catchUpPeriods: 31,
    keepRunsDays: null,
    async run(ctx, period) {
      const detail = { paid: 0, already: 0, unfinished: 0, paidCents: 0 };
      const now = new Date(nowMs(ctx));
      for (const kind of SALARY_KINDS) {
        const day = new Date(period.startMs + NOON_MS);
        for (const outcome of await payContracts(ctx.db, ctx.merchantCode, kind, day, now)) {
          detail[outcome.result] += 1;
          if (outcome.result === 'paid') detail.paidCents += outcome.amountCents;
        }
      }
      return detail;
    },
  },
  {
    // One run expires everything due by its time, so the missed minutes of a stop need no
    // runs of their own: the latest minute covers them.
    name: 'deposit-expiry',
    descriptionKey: 'jobs.depositExpiry',
    periodKind: JOB_PERIOD_KIND['deposit-expiry'],
    catchUpPeriods: 1,
    keepRunsDays: 7,
    async run(ctx) {
      return { expired: await expireDeposits(ctx) };
    },
  },
  {
    // Like deposit expiry: one run forfeits every active bonus past its expiry by its time,
    // each in a transaction of its own with its ledger transfer (decision 056).
    name: 'bonus-expiry',
    descriptionKey: 'jobs.bonusExpiry',
    periodKind: JOB_PERIOD_KIND['bonus-expiry'],
    catchUpPeriods: 1,
    keepRunsDays: 7,
    async run(ctx) {
      return {
        expired: await expireBonuses(ctx, (work) =>
          writeTransaction(ctx.db, (trx) => work({ ...ctx, db: trx })),
        ),
      };
    },
  },
  {
    // Like the expiries: one run pays every tournament whose end has settled by its time, each
    // in a transaction of its own with its prizes and the tournament marked paid (decision 057).
    name: 'tournament-payout',
    descriptionKey: 'jobs.tournamentPayout',
    periodKind: JOB_PERIOD_KIND['tournament-payout'],
    catchUpPeriods: 1,
    keepRunsDays: 7,
    async run(ctx) {
      return { ...(await payTournaments(ctx)) };
    },
  },
  {
    // Like the expiries: one run checks every pending referral whose friend has deposited,
    // each in a transaction of its own (decision 058).
    name: 'referral-rewards',
    descriptionKey: 'jobs.referralRewards',
    periodKind: JOB_PERIOD_KIND['referral-rewards'],
    catchUpPeriods: 1,
    keepRunsDays: 7,
    async run(ctx) {
      return {
        ...(await checkPendingReferrals(
          ctx.db,
          ctx.merchantCode,
          (work) => writeTransaction(ctx.db, work),
          new Date(nowMs(ctx)),
        )),
      };
    },
  },
  {
    // Once a day, after the day's play: members move up the VIP ladder (decision 059).
    name: 'vip-levels',
    descriptionKey: 'jobs.vipLevels',
    periodKind: JOB_PERIOD_KIND['vip-levels'],
    catchUpPeriods: 1,
    keepRunsDays: null,
    async run(ctx) {
      return {
        ...(await moveVipLevels(
          ctx.db,
          ctx.merchantCode,
          (work) => writeTransaction(ctx.db, work),
          new Date(nowMs(ctx)),
        )),
      };
    },
  },
  {
    // Runs every day and pays on Mondays only (the week before), so a stop over a Monday is
    // caught up: eight days back covers the last Monday (decision 059).
    name: 'weekly-rebate',
    descriptionKey: 'jobs.weeklyRebate',
    periodKind: JOB_PERIOD_KIND['weekly-rebate'],
    catchUpPeriods: 8,
    keepRunsDays: null,
    async run(ctx, period) {
      return {
        ...(await payWeeklyRebates(
          ctx.db,
          ctx.merchantCode,
          period.key,
          (work) => writeTransaction(ctx.db, work),
          nowMs(ctx),
        )),
      };
    },
  },
];

/** The job of this name, or undefined. */
export function jobNamed(
  name: string,
  jobs: readonly JobDefinition[] = JOBS,
): JobDefinition | undefined {
  return jobs.find((job) => job.name === name);
}
