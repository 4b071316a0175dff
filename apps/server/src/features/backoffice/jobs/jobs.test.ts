import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPage,
  BO_AUDIT_API,
  BO_JOBS_API,
  boJobRunPath,
  JOB_NAMES,
  JobList,
  JobRun,
  JobRunsPage,
  OPERATOR_ROLES,
  roleCan,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { firstGameIdOfType, insertRound } from '../../../testing/games.ts';
import { insertMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { countRows } from '../../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { memberBalance } from '../../ledger/ledger.service.ts';

/**
 * The scheduler's back-office routes (issue 21, decision 042) on a real database: the list, the
 * runs, an admin's run again (idempotent, audited) and who may call each. The app's clock stands
 * in 2024, before the seed was written, so only this file's bets are in the settled day.
 */
const NOW = Date.parse('2024-03-15T12:00:00.000Z');
const DAY = '2024-03-14';

let t: TestApp;
let admin: TestOperator;
let agent = 0;

const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });

async function runAgain(operator: TestOperator, job: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: boJobRunPath(job),
    headers: operator.headers,
    payload: body,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInOperator(t.database.db, 'admin', new Date(NOW));
  const db = t.database.db;
  const rng = await firstGameIdOfType(db, 'RNG');
  // An agent with a 1.00% RNG rebate and a member below it who staked 250.00 on the 14th.
  agent = (await insertMember(db, { type: 1 })).id;
  const member = (await insertMember(db, { upline_id: agent })).id;
  await db
    .insertInto('agent_rebates')
    .values({ member_id: agent, game_type: 'RNG', rate_bp: 100, updated_at: 'x' })
    .execute();
  for (const cents of [10_000, 15_000]) {
    await insertRound(db, {
      memberId: member,
      gameId: rng,
      betCents: cents,
      at: `${DAY}T10:00:00.000Z`,
    });
  }
});
afterAll(async () => t?.cleanup());

describe('jobs in the back office', () => {
  it('runs a period again once: the second run pays nothing', async () => {
    const first = JobRun.parse(
      okValue(await runAgain(admin, 'rebate-settlement', { periodKey: DAY, reason: 'missed run' })),
    );
    expect(first).toMatchObject({
      job: 'rebate-settlement',
      periodKey: DAY,
      outcome: 'ok',
      triggeredBy: `operator:${admin.id}`,
      detail: { paidCents: 250, paidLines: 1 },
    });
    expect(await memberBalance(ctx(), agent)).toBe(250);

    const second = JobRun.parse(
      okValue(await runAgain(admin, 'rebate-settlement', { periodKey: DAY })),
    );
    expect(second.id).not.toBe(first.id);
    expect(second.detail).toMatchObject({ paidCents: 0, paidLines: 0 });
    expect(await memberBalance(ctx(), agent)).toBe(250);

    // Both runs are in the audit log, with what they did and the reason given.
    const audit = AuditPage.parse(
      okValue(
        await t.app.inject({
          method: 'GET',
          url: `${BO_AUDIT_API.search}?action=job.run`,
          headers: admin.headers,
        }),
      ),
    );
    expect(audit.total).toBe(2);
    expect(
      audit.rows.map((row) => [row.targetType, row.targetId, row.operatorId, row.reason]),
    ).toEqual([
      ['job', `rebate-settlement:${DAY}`, admin.id, null],
      ['job', `rebate-settlement:${DAY}`, admin.id, 'missed run'],
    ]);
    expect(audit.rows[1]!.after).toMatchObject({
      runId: first.id,
      outcome: 'ok',
      detail: { paidCents: 250 },
    });
  });

  it('lists every job with its last run and next due time', async () => {
    const { jobs } = JobList.parse(
      okValue(await t.app.inject({ method: 'GET', url: BO_JOBS_API.jobs, headers: admin.headers })),
    );
    expect(jobs.map((job) => job.name)).toEqual([...JOB_NAMES]);
    const rebates = jobs.find((job) => job.name === 'rebate-settlement')!;
    expect(rebates.periodKind).toBe('daily');
    expect(rebates.lastRun).toMatchObject({ periodKey: DAY, triggeredBy: `operator:${admin.id}` });
    expect(Date.parse(rebates.nextDueAt)).not.toBeNaN();
  });

  it('pages the runs, newest first, of one job or all', async () => {
    await runAgain(admin, 'deposit-expiry', { periodKey: '2024-03-15T11:59' });
    const runs = async (query: string) =>
      JobRunsPage.parse(
        okValue(
          await t.app.inject({
            method: 'GET',
            url: `${BO_JOBS_API.runs}${query}`,
            headers: admin.headers,
          }),
        ),
      );
    const all = await runs('');
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({ job: 'deposit-expiry', periodKey: '2024-03-15T11:59' });
    const rebates = await runs('?job=rebate-settlement&limit=1&offset=1');
    expect(rebates.total).toBe(2);
    expect(rebates.rows).toHaveLength(1);
    expect(rebates.rows[0]!.detail).toMatchObject({ paidCents: 250 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `${BO_JOBS_API.runs}?job=nope`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a period that is not the job’s or has not ended, and changes nothing', async () => {
    const runsBefore = await countRows(t.database.db, 'job_runs');
    const auditBefore = await countRows(t.database.db, 'audit_log');
    expectError(
      await runAgain(admin, 'rebate-settlement', { periodKey: '2024-03-15' }),
      400,
      'request.invalid',
    );
    expectError(
      await runAgain(admin, 'rebate-settlement', { periodKey: '2024-03-14T10:00' }),
      400,
      'request.invalid',
    );
    expectError(
      await runAgain(admin, 'deposit-expiry', { periodKey: '2024-03-14' }),
      400,
      'request.invalid',
    );
    const unknown = await runAgain(admin, 'no-such-job', { periodKey: DAY });
    expect(unknown.statusCode).toBe(400);
    expect(await countRows(t.database.db, 'job_runs')).toBe(runsBefore);
    expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
  });

  it('lets each role read and run only as its permissions say', async () => {
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t.database.db, role, new Date(NOW));
      for (const url of [BO_JOBS_API.jobs, BO_JOBS_API.runs]) {
        const read = await t.app.inject({ method: 'GET', url, headers: operator.headers });
        expect(read.statusCode, `${role} ${url}`).toBe(roleCan(role, 'jobs.read') ? 200 : 403);
      }
      const runsBefore = await countRows(t.database.db, 'job_runs');
      const auditBefore = await countRows(t.database.db, 'audit_log');
      const run = await runAgain(operator, 'rebate-settlement', { periodKey: DAY });
      if (roleCan(role, 'jobs.run')) {
        expect(run.statusCode, role).toBe(200);
        continue;
      }
      expectError(run, 403, 'bo.forbidden');
      expect(await countRows(t.database.db, 'job_runs')).toBe(runsBefore);
      expect(await countRows(t.database.db, 'audit_log')).toBe(auditBefore);
    }
    expect(roleCan('admin', 'jobs.run')).toBe(true);
    expect(OPERATOR_ROLES.filter((role) => roleCan(role, 'jobs.run'))).toEqual(['admin']);
    expect(await memberBalance(ctx(), agent)).toBe(250);
  });
});
