import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobList, JobRunsPage, type JobRun } from '@app/contracts';
import type { Config } from '../../config.ts';
import { isPostgresUrl, openDatabase, type AppDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { insertRound } from '../../testing/games.ts';
import { insertMember } from '../../testing/members.ts';
import { insertTournament } from '../../testing/tournaments.ts';
import { countRows } from '../../testing/rows.ts';
import {
  createTestApp,
  createTestDatabase,
  testConfig,
  type TestDatabase,
} from '../../testing/test-app.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import {
  JOBS,
  jobNamed,
  listJobRuns,
  listJobs,
  runJobForPeriod,
  runJobsCommand,
  runSchedulerTick,
  STALE_CLAIM_MS,
  type JobDefinition,
} from './index.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (instant: string) => Date.parse(instant);

/** The scheduler (issue 21, decision 042) on a real database, on a clock the tests move. */
describe('job scheduler', () => {
  let testDb: TestDatabase;
  let config: Config;
  let now = 0;
  let rngGameId = 0;
  const ctx = (db = testDb.database.db): AppContext => ({
    config,
    db,
    merchantCode: 'DEMO',
    clock: () => now,
  });
  const rebateJob = jobNamed('rebate-settlement')!;

  /** An agent (RNG rebate 1.00%) with a member below it: each test's money of its own. */
  const team = async () => {
    const db = testDb.database.db;
    const agent = (await insertMember(db, { type: 1 })).id;
    const member = (await insertMember(db, { upline_id: agent })).id;
    await db
      .insertInto('agent_rebates')
      .values({ member_id: agent, game_type: 'RNG', rate_bp: 100, updated_at: 'x' })
      .execute();
    const bet = (day: string, cents: number) =>
      insertRound(db, {
        memberId: member,
        gameId: rngGameId,
        betCents: cents,
        at: `${day}T10:00:00.000Z`,
      });
    return { agent, member, bet };
  };
  const runsOf = (runs: JobRun[], job: string) =>
    runs.filter((run) => run.job === job).map((run) => run.periodKey);
  /**
   * Another instance's database handle: its own pool on PostgreSQL, as another process would
   * have. On SQLite the same connection: node:sqlite waits for a lock synchronously, so a second
   * connection in this thread would stall the one holding it (as lottery/race.test.ts explains);
   * the two instances' statements still interleave on it.
   */
  const secondInstance = async (): Promise<AppDatabase> =>
    isPostgresUrl(testDb.env.DATABASE_URL)
      ? openDatabase(testDb.env)
      : { ...testDb.database, destroy: async () => undefined };
  const claimOf = (job: string, periodKey: string) =>
    testDb.database.db
      .selectFrom('job_claims')
      .selectAll()
      .where('job', '=', job)
      .where('period_key', '=', periodKey)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    testDb = await createTestDatabase('seeded');
    config = testConfig(testDb.env);
    rngGameId = (
      await testDb.database.db
        .selectFrom('games')
        .select('game_id')
        .where('game_type', '=', 'RNG')
        .orderBy('game_id')
        .executeTakeFirstOrThrow()
    ).game_id;
  });
  afterAll(() => testDb.cleanup());
  beforeEach(async () => {
    // Each test starts as a scheduler that never ran; its days and money are its own.
    await testDb.database.db.deleteFrom('job_runs').execute();
    await testDb.database.db.deleteFrom('job_claims').execute();
  });

  it('defines each job of the contracts once, with a period of the contracts’ kind', () => {
    expect(JOBS.map((job) => job.name)).toEqual([
      'rebate-settlement',
      'contract-payouts',
      'deposit-expiry',
      'bonus-expiry',
      'tournament-payout',
      'referral-rewards',
      'vip-levels',
      'weekly-rebate',
    ]);
    expect(JOBS.map((job) => job.periodKind)).toEqual([
      'daily',
      'daily',
      'minute',
      'minute',
      'minute',
      'minute',
      'daily',
      'daily',
    ]);
  });

  it('starts with the latest period, then catches up every day missed in a gap, oldest first, once', async () => {
    const { agent, bet } = await team();
    now = at('2026-04-02T00:05:00.000Z');
    const first = await runSchedulerTick(ctx());
    // A new scheduler does not reach back before its first start.
    expect(runsOf(first, 'rebate-settlement')).toEqual(['2026-04-01']);
    expect(runsOf(first, 'contract-payouts')).toEqual(['2026-04-01']);
    expect(runsOf(first, 'deposit-expiry')).toEqual(['2026-04-02T00:04']);

    await bet('2026-04-02', 10_000);
    await bet('2026-04-03', 20_000);
    await bet('2026-04-04', 30_000);
    // No server ran for three days.
    now = at('2026-04-05T00:05:00.000Z');
    const runs = await runSchedulerTick(ctx());
    expect(runsOf(runs, 'rebate-settlement')).toEqual(['2026-04-02', '2026-04-03', '2026-04-04']);
    expect(runs.filter((run) => run.job === 'rebate-settlement').map((run) => run.detail)).toEqual([
      { lines: 1, paidLines: 1, paidCents: 100 },
      { lines: 1, paidLines: 1, paidCents: 200 },
      { lines: 1, paidLines: 1, paidCents: 300 },
    ]);
    expect(runsOf(runs, 'contract-payouts')).toEqual(['2026-04-02', '2026-04-03', '2026-04-04']);
    // One expiry run covers every minute missed.
    expect(runsOf(runs, 'deposit-expiry')).toEqual(['2026-04-05T00:04']);
    expect(runs.every((run) => run.outcome === 'ok' && run.triggeredBy === 'scheduler')).toBe(true);

    expect(await runSchedulerTick(ctx())).toEqual([]);
    expect(await memberBalance(ctx(), agent)).toBe(600);
    const recorded = await testDb.database.db
      .selectFrom('job_runs')
      .select(['period_key', 'outcome', 'finished_at'])
      .where('job', '=', 'rebate-settlement')
      .orderBy('id')
      .execute();
    expect(recorded.map((row) => row.period_key)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(recorded.every((row) => row.outcome === 'ok' && row.finished_at !== null)).toBe(true);
  });

  it('catches up at most 31 days however long the gap', async () => {
    now = at('2026-01-01T00:05:00.000Z');
    await runSchedulerTick(ctx(), { jobs: [rebateJob] });
    now = at('2026-03-01T00:05:00.000Z');
    const keys = runsOf(await runSchedulerTick(ctx(), { jobs: [rebateJob] }), 'rebate-settlement');
    expect(keys).toHaveLength(31);
    expect(keys[0]).toBe('2026-01-29');
    expect(keys.at(-1)).toBe('2026-02-28');
  });

  it('runs every (job, period) once when two instances tick the same database at once', async () => {
    const { agent, bet } = await team();
    const other = await secondInstance();
    try {
      now = at('2026-05-01T00:05:00.000Z');
      await runSchedulerTick(ctx(), { instanceId: 'a' });
      for (const day of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05']) {
        await bet(day, 10_000);
      }
      const balance = await memberBalance(ctx(), agent);
      const transfers = await countRows(testDb.database.db, 'ledger_transfers');
      now = at('2026-05-06T00:05:00.000Z');
      const ticks = await Promise.all([
        runSchedulerTick(ctx(), { instanceId: 'a1' }),
        runSchedulerTick(ctx(other.db), { instanceId: 'b1' }),
        runSchedulerTick(ctx(), { instanceId: 'a2' }),
        runSchedulerTick(ctx(other.db), { instanceId: 'b2' }),
      ]);
      const runs = ticks.flat();
      expect(runsOf(runs, 'rebate-settlement').sort()).toEqual([
        '2026-05-01',
        '2026-05-02',
        '2026-05-03',
        '2026-05-04',
        '2026-05-05',
      ]);
      expect(runsOf(runs, 'contract-payouts')).toHaveLength(5);
      expect(runsOf(runs, 'deposit-expiry')).toEqual(['2026-05-06T00:04']);
      expect(runsOf(runs, 'bonus-expiry')).toEqual(['2026-05-06T00:04']);
      expect(runsOf(runs, 'tournament-payout')).toEqual(['2026-05-06T00:04']);
      expect(runsOf(runs, 'referral-rewards')).toEqual(['2026-05-06T00:04']);
      expect(runs.every((run) => run.outcome === 'ok')).toBe(true);

      const perPeriod = await testDb.database.db
        .selectFrom('job_runs')
        .select(['job', 'period_key', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy(['job', 'period_key'])
        .execute();
      // Each job's first tick; then five days of each daily job catching up 31 or 8 days, the
      // VIP levels' latest day, and one minute of each minute job.
      expect(perPeriod).toHaveLength(8 + 5 * 3 + 1 + 4);
      expect(perPeriod.every((row) => Number(row.n) === 1)).toBe(true);
      const claims = await testDb.database.db.selectFrom('job_claims').selectAll().execute();
      expect(claims.every((claim) => claim.status === 'ok' && claim.attempt === 1)).toBe(true);
      // Each day paid its 1.00% once: five transfers, 500 cents.
      expect(await memberBalance(ctx(), agent)).toBe(balance + 500);
      expect(await countRows(testDb.database.db, 'ledger_transfers')).toBe(transfers + 5);
    } finally {
      await other.destroy();
    }
  });

  it('records a failed run as failed and retries it on a later tick, after a short back-off', async () => {
    let failing = true;
    const flaky: JobDefinition = {
      ...rebateJob,
      run: async (context, period) => {
        if (failing) throw new Error('ledger unavailable');
        return rebateJob.run(context, period);
      },
    };
    now = at('2026-06-02T00:05:00.000Z');
    const [failed, ...none] = await runSchedulerTick(ctx(), { jobs: [flaky] });
    expect(none).toEqual([]);
    expect(failed).toMatchObject({
      job: 'rebate-settlement',
      periodKey: '2026-06-01',
      outcome: 'failed',
      error: 'ledger unavailable',
    });
    expect(await claimOf('rebate-settlement', '2026-06-01')).toMatchObject({
      status: 'failed',
      attempt: 1,
    });
    const [view] = await listJobs(ctx(), { jobs: [flaky] });
    expect(view!.lastRun).toMatchObject({ outcome: 'failed', error: 'ledger unavailable' });
    expect(view!.nextDueAt).toBe('2026-06-02T00:06:00.000Z');

    // Not every tick: the first retry waits a minute.
    now += 15_000;
    expect(await runSchedulerTick(ctx(), { jobs: [flaky] })).toEqual([]);
    failing = false;
    now += MINUTE;
    const [retried, ...more] = await runSchedulerTick(ctx(), { jobs: [flaky] });
    expect(more).toEqual([]);
    expect(retried).toMatchObject({ periodKey: '2026-06-01', outcome: 'ok', error: null });
    expect(await claimOf('rebate-settlement', '2026-06-01')).toMatchObject({
      status: 'ok',
      attempt: 2,
    });
    expect(await runSchedulerTick(ctx(), { jobs: [flaky] })).toEqual([]);
    const outcomes = await testDb.database.db
      .selectFrom('job_runs')
      .select('outcome')
      .where('period_key', '=', '2026-06-01')
      .orderBy('id')
      .execute();
    expect(outcomes.map((row) => row.outcome)).toEqual(['failed', 'ok']);
  });

  it('lets an operator run a paid period again: a new run that pays nothing twice', async () => {
    const { agent, bet } = await team();
    // The agent also holds a daily salary contract: 1.00% of its team's valid bets.
    const upline = (await insertMember(testDb.database.db, { type: 1 })).id;
    await testDb.database.db
      .insertInto('agent_contracts')
      .values({
        merchant_code: 'DEMO',
        kind: 'dailySalary',
        upline_id: upline,
        member_id: agent,
        terms: JSON.stringify({ tiers: [{ minValidBetCents: 0, rateBasisPoints: 100 }] }),
        status: 'accepted',
        created_at: '2026-06-30T00:00:00.000Z',
        decided_at: '2026-06-30T00:00:00.000Z',
        decided_by: agent,
        ended_at: null,
      })
      .execute();
    await bet('2026-07-01', 50_000);
    now = at('2026-07-02T00:05:00.000Z');
    const runs = await runSchedulerTick(ctx());
    expect(runs.find((run) => run.job === 'rebate-settlement')?.detail).toEqual({
      lines: 1,
      paidLines: 1,
      paidCents: 500,
    });
    expect(runs.find((run) => run.job === 'contract-payouts')?.detail).toMatchObject({
      paid: 1,
      paidCents: 500,
    });
    const balance = await memberBalance(ctx(), agent);
    expect(balance).toBe(1000);
    const transfers = await countRows(testDb.database.db, 'ledger_transfers');

    now += 3 * DAY;
    const rebate = await runJobForPeriod(ctx(), 'rebate-settlement', '2026-07-01', 'operator:7');
    expect(rebate).toMatchObject({
      job: 'rebate-settlement',
      periodKey: '2026-07-01',
      outcome: 'ok',
      triggeredBy: 'operator:7',
      detail: { lines: 1, paidLines: 0, paidCents: 0 },
    });
    const payouts = await runJobForPeriod(ctx(), 'contract-payouts', '2026-07-01', 'operator:7');
    expect(payouts).toMatchObject({ outcome: 'ok', detail: { paid: 0, already: 1, paidCents: 0 } });

    expect(await memberBalance(ctx(), agent)).toBe(balance);
    expect(await countRows(testDb.database.db, 'ledger_transfers')).toBe(transfers);
    const rebateRuns = await listJobRuns(ctx(), { job: 'rebate-settlement', limit: 10, offset: 0 });
    expect(rebateRuns.rows.map((run) => [run.periodKey, run.triggeredBy])).toEqual([
      ['2026-07-01', 'operator:7'],
      ['2026-07-01', 'scheduler'],
    ]);
    // The scheduler's claim is untouched: the period stays done for it.
    expect(await claimOf('rebate-settlement', '2026-07-01')).toMatchObject({
      status: 'ok',
      attempt: 1,
    });
  });

  it('refuses an unknown job, a key of another kind, an unfinished period and a bad trigger', async () => {
    now = at('2026-07-10T12:00:00.000Z');
    const refusals: [string, string, string][] = [
      ['payroll', '2026-07-01', 'operator:1'],
      ['rebate-settlement', '2026-07-01T00:00', 'operator:1'],
      ['rebate-settlement', '2026-02-30', 'operator:1'],
      ['deposit-expiry', '2026-07-10', 'operator:1'],
      ['rebate-settlement', '2026-07-10', 'operator:1'],
      ['deposit-expiry', '2026-07-10T12:00', 'operator:1'],
      ['rebate-settlement', '2026-07-01', 'someone'],
    ];
    for (const [job, key, by] of refusals) {
      const error = await runJobForPeriod(ctx(), job, key, by).catch((e: unknown) => e);
      expect(error, `${job} ${key} ${by}`).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
    expect(await countRows(testDb.database.db, 'job_runs')).toBe(0);
    const ok = await runJobForPeriod(ctx(), 'deposit-expiry', '2026-07-10T11:59', 'operator:1');
    expect(ok.outcome).toBe('ok');
  });

  it('takes over a stale claim of a crashed instance, once, and leaves a live one alone', async () => {
    const other = await secondInstance();
    try {
      now = at('2026-08-02T00:30:00.000Z');
      const stale = new Date(now - STALE_CLAIM_MS - MINUTE).toISOString();
      const live = new Date(now - MINUTE).toISOString();
      const db = testDb.database.db;
      const claimed = (job: string, at: string, by: string) =>
        db
          .insertInto('job_claims')
          .values({
            merchant_code: 'DEMO',
            job,
            period_key: '2026-08-01',
            status: 'running',
            attempt: 1,
            claimed_at: at,
            claimed_by: by,
            finished_at: null,
          })
          .execute();
      await claimed('rebate-settlement', stale, 'dead:1');
      await db
        .insertInto('job_runs')
        .values({
          merchant_code: 'DEMO',
          job: 'rebate-settlement',
          period_key: '2026-08-01',
          triggered_by: 'scheduler',
          instance_id: 'dead:1',
          started_at: stale,
          finished_at: null,
          outcome: 'running',
          error: null,
        })
        .execute();
      await claimed('contract-payouts', live, 'busy:1');
      const jobs = [rebateJob, jobNamed('contract-payouts')!];

      const [mine, theirs] = await Promise.all([
        runSchedulerTick(ctx(), { jobs, instanceId: 'me' }),
        runSchedulerTick(ctx(other.db), { jobs, instanceId: 'you' }),
      ]);
      const runs = [...mine, ...theirs];
      expect(runs.map((run) => [run.job, run.periodKey, run.outcome])).toEqual([
        ['rebate-settlement', '2026-08-01', 'ok'],
      ]);
      expect(await claimOf('rebate-settlement', '2026-08-01')).toMatchObject({
        status: 'ok',
        attempt: 2,
        claimed_by: runs[0]!.instanceId,
      });
      const dead = await db
        .selectFrom('job_runs')
        .selectAll()
        .where('instance_id', '=', 'dead:1')
        .executeTakeFirstOrThrow();
      expect(dead.outcome).toBe('failed');
      expect(dead.error).toMatch(/^abandoned: no finish within 10 minutes/);
      expect(await claimOf('contract-payouts', '2026-08-01')).toMatchObject({
        status: 'running',
        attempt: 1,
        claimed_by: 'busy:1',
      });

      // Still running ten minutes later: that instance is taken to be gone too.
      now += STALE_CLAIM_MS;
      const later = await runSchedulerTick(ctx(), { jobs, instanceId: 'me' });
      expect(later.map((run) => [run.job, run.periodKey])).toEqual([
        ['contract-payouts', '2026-08-01'],
      ]);
    } finally {
      await other.destroy();
    }
  });

  it('lists the jobs with their last run and next due time, and pages the runs', async () => {
    now = at('2026-09-02T00:00:30.000Z');
    // Before any run every job is owed its latest ended period.
    const before = JobList.parse({ jobs: await listJobs(ctx()) }).jobs;
    expect(before.map((job) => [job.name, job.lastRun, job.nextDueAt])).toEqual([
      ['rebate-settlement', null, '2026-09-02T00:00:00.000Z'],
      ['contract-payouts', null, '2026-09-02T00:00:00.000Z'],
      ['deposit-expiry', null, '2026-09-02T00:00:00.000Z'],
      ['bonus-expiry', null, '2026-09-02T00:00:00.000Z'],
      ['tournament-payout', null, '2026-09-02T00:00:00.000Z'],
      ['referral-rewards', null, '2026-09-02T00:00:00.000Z'],
      ['vip-levels', null, '2026-09-02T00:00:00.000Z'],
      ['weekly-rebate', null, '2026-09-02T00:00:00.000Z'],
    ]);
    await runSchedulerTick(ctx());
    const after = JobList.parse({ jobs: await listJobs(ctx()) }).jobs;
    expect(after.map((job) => [job.name, job.descriptionKey, job.periodKind])).toEqual([
      ['rebate-settlement', 'jobs.rebateSettlement', 'daily'],
      ['contract-payouts', 'jobs.contractPayouts', 'daily'],
      ['deposit-expiry', 'jobs.depositExpiry', 'minute'],
      ['bonus-expiry', 'jobs.bonusExpiry', 'minute'],
      ['tournament-payout', 'jobs.tournamentPayout', 'minute'],
      ['referral-rewards', 'jobs.referralRewards', 'minute'],
      ['vip-levels', 'jobs.vipLevels', 'daily'],
      ['weekly-rebate', 'jobs.weeklyRebate', 'daily'],
    ]);
    expect(after.map((job) => [job.lastRun?.periodKey, job.lastRun?.outcome])).toEqual([
      ['2026-09-01', 'ok'],
      ['2026-09-01', 'ok'],
      ['2026-09-01T23:59', 'ok'],
      ['2026-09-01T23:59', 'ok'],
      ['2026-09-01T23:59', 'ok'],
      ['2026-09-01T23:59', 'ok'],
      ['2026-09-01', 'ok'],
      ['2026-09-01', 'ok'],
    ]);
    expect(after.map((job) => job.nextDueAt)).toEqual([
      '2026-09-03T00:00:00.000Z',
      '2026-09-03T00:00:00.000Z',
      '2026-09-02T00:01:00.000Z',
      '2026-09-02T00:01:00.000Z',
      '2026-09-02T00:01:00.000Z',
      '2026-09-02T00:01:00.000Z',
      '2026-09-03T00:00:00.000Z',
      '2026-09-03T00:00:00.000Z',
    ]);

    now += 2 * MINUTE;
    await runSchedulerTick(ctx());
    const all = JobRunsPage.parse(await listJobRuns(ctx(), { limit: 2, offset: 0 }));
    expect(all.total).toBe(12);
    expect(all.rows.map((run) => [run.job, run.periodKey])).toEqual([
      ['referral-rewards', '2026-09-02T00:01'],
      ['tournament-payout', '2026-09-02T00:01'],
    ]);
    const expiry = await listJobRuns(ctx(), { job: 'deposit-expiry', limit: 1, offset: 1 });
    expect(expiry.total).toBe(2);
    expect(expiry.rows.map((run) => run.periodKey)).toEqual(['2026-09-01T23:59']);
  });

  it('keeps a week of the minute job’s runs', async () => {
    const expiry = jobNamed('deposit-expiry')!;
    now = at('2026-10-01T00:00:30.000Z');
    await runSchedulerTick(ctx(), { jobs: [expiry] });
    now += 7 * DAY + MINUTE;
    await runSchedulerTick(ctx(), { jobs: [expiry] });
    const left = await testDb.database.db
      .selectFrom('job_runs')
      .select('period_key')
      .where('job', '=', 'deposit-expiry')
      .execute();
    expect(left.map((row) => row.period_key)).toEqual(['2026-10-08T00:00']);
  });

  it('pays an ended tournament on the tick after its end has settled, once', async () => {
    const db = testDb.database.db;
    const member = (await insertMember(db)).id;
    const tournament = await insertTournament(db, {
      rule: 'totalWagered',
      startsAt: '2026-10-20T00:00:00.000Z',
      endsAt: '2026-10-21T00:00:00.000Z',
      gameIds: [rngGameId],
    });
    await db
      .insertInto('tournament_entries')
      .values({
        tournament_id: tournament,
        member_id: member,
        entered_at: '2026-10-20T00:00:00.000Z',
        updated_at: '2026-10-20T00:00:00.000Z',
        final_rank: null,
      })
      .execute();
    await insertRound(db, {
      memberId: member,
      gameId: rngGameId,
      betCents: 1_000,
      at: '2026-10-20T10:00:00.000Z',
    });
    const payout = jobNamed('tournament-payout')!;
    // The minute of the end: not settled yet.
    now = at('2026-10-21T00:00:30.000Z');
    const [early] = await runSchedulerTick(ctx(), { jobs: [payout] });
    expect(early).toMatchObject({ outcome: 'ok', detail: { tournaments: 0, paidCents: 0 } });
    now = at('2026-10-21T00:02:30.000Z');
    const [run] = await runSchedulerTick(ctx(), { jobs: [payout] });
    expect(run).toMatchObject({
      periodKey: '2026-10-21T00:01',
      outcome: 'ok',
      detail: { tournaments: 1, prizes: 1, paidCents: 500_00 },
    });
    now += MINUTE;
    const [again] = await runSchedulerTick(ctx(), { jobs: [payout] });
    expect(again).toMatchObject({ outcome: 'ok', detail: { tournaments: 0, paidCents: 0 } });
    expect(await memberBalance(ctx(), member)).toBe(500_00);
  });

  it('answers `npm run jobs` with the same functions', async () => {
    now = at('2026-11-02T00:05:00.000Z');
    const lines: string[] = [];
    const errors: string[] = [];
    const io = {
      out: (line: string) => lines.push(line),
      err: (line: string) => errors.push(line),
    };
    const command = (...args: string[]) => runJobsCommand(args, ctx(), io);

    expect(await command('tick')).toBe(0);
    expect(lines.at(-1)).toBe('8 run(s)');
    expect(await command('run', 'rebate-settlement', '2026-10-31')).toBe(0);
    expect(lines.at(-1)).toMatch(/rebate-settlement 2026-10-31 ok by operator:cli/);
    lines.length = 0;
    expect(await command('list')).toBe(0);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^rebate-settlement \(daily\): next due 2026-11-03T00:00:00.000Z; /);
    lines.length = 0;
    expect(await command('runs', '--job', 'rebate-settlement', '--limit', '5')).toBe(0);
    expect(lines.at(-1)).toBe('2 of 2 run(s)');
    expect(await command('run', 'rebate-settlement', 'yesterday')).toBe(2);
    expect(errors.join('\n')).toMatch(/not a period of rebate-settlement/);
    expect(await command('launch')).toBe(2);
  });
});

describe('the scheduler in the app', () => {
  it('ticks on ready and on its timer, and stops on close', async () => {
    const now = at('2026-12-02T00:05:00.000Z');
    const t = await createTestApp({
      config: { SCHEDULER_ENABLED: 'true', SCHEDULER_TICK_MS: '20' },
      clock: () => now,
    });
    try {
      await vi.waitFor(async () => {
        const jobs = await t.database.db.selectFrom('job_claims').select('job').execute();
        expect(jobs.map((row) => row.job).sort()).toEqual([
          'bonus-expiry',
          'contract-payouts',
          'deposit-expiry',
          'rebate-settlement',
          'referral-rewards',
          'tournament-payout',
          'vip-levels',
          'weekly-rebate',
        ]);
      }, 15_000);
    } finally {
      await t.cleanup();
    }
  });

  it('does not run when SCHEDULER_ENABLED is false (the tests’ default) or the tick is 0', async () => {
    expect(testConfig().SCHEDULER_ENABLED).toBe(false);
    const t = await createTestApp({
      config: { SCHEDULER_ENABLED: 'true', SCHEDULER_TICK_MS: '0' },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await countRows(t.database.db, 'job_runs')).toBe(0);
    } finally {
      await t.cleanup();
    }
  });
});
