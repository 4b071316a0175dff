import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage, BO_AUDIT_API, OPERATOR_ROLES, roleCan } from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { recordAudit, type AuditActor } from '../audit.ts';

/** Searching the audit log (issue 21, decision 043), and proof nothing rewrites it. */
let now = Date.parse('2024-03-15T12:00:00.000Z');
let t: TestApp;
let risk: TestOperator;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  risk = await signedInOperator(t.database.db, 'risk', new Date(now));
  const ctx = { db: t.database.db, clock: () => now };
  const alice: AuditActor = { operatorId: 501, username: 'alice', via: 'session', ip: '10.0.0.1' };
  const bob: AuditActor = { operatorId: 502, username: 'bob', via: 'session', ip: '10.0.0.2' };
  const key: AuditActor = { operatorId: 503, username: 'robot', via: 'api-key', ip: '10.0.0.3' };
  const write = async (
    name: string,
    at: string,
    actor: AuditActor,
    entry: Parameters<typeof recordAudit>[2],
  ) => {
    now = Date.parse(at);
    await recordAudit(ctx, actor, entry);
    const row = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    ids[name] = Number(row.id);
  };
  await write('pay', '2024-03-10T12:00:00.000Z', alice, {
    action: 'cashier.withdrawal.pay',
    targetType: 'withdrawal',
    targetId: 7,
    before: { status: 'pending' },
    after: { status: 'paid', amountCents: 12_345 },
    reason: 'Paid after the KYC check',
  });
  // 23:00 on the 10th in São Paulo, 02:00 on the 11th in UTC.
  await write('reject', '2024-03-11T02:00:00.000Z', bob, {
    action: 'cashier.deposit.reject',
    targetType: 'deposit',
    targetId: 3,
    before: { status: 'pending' },
    after: { status: 'rejected' },
    reason: 'Duplicate: 100%_proof sent twice',
  });
  await write('adjust', '2024-03-12T12:00:00.000Z', alice, {
    action: 'members.adjust',
    targetType: 'member',
    targetId: 42,
    after: { deltaCents: -500 },
  });
  await write('other', '2024-03-13T12:00:00.000Z', key, {
    action: 'cashierx.other',
    targetType: 'deposit',
    targetId: 4,
  });
  now = Date.parse('2024-03-15T12:00:00.000Z');
});
afterAll(async () => t?.cleanup());

async function search(query: string, operator = risk): Promise<AuditPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BO_AUDIT_API.search}${query}`,
    headers: operator.headers,
  });
  return AuditPage.parse(okValue(response));
}
const found = async (query: string) => (await search(query)).rows.map((row) => row.id);

describe('audit log search', () => {
  it('lists every row newest first, with the values before and after', async () => {
    const page = await search('');
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.id)).toEqual([ids.other, ids.adjust, ids.reject, ids.pay]);
    expect(page.rows[3]).toEqual({
      id: ids.pay,
      at: '2024-03-10T12:00:00.000Z',
      operatorId: 501,
      operatorName: 'alice',
      via: 'session',
      ip: '10.0.0.1',
      action: 'cashier.withdrawal.pay',
      targetType: 'withdrawal',
      targetId: '7',
      before: { status: 'pending' },
      after: { status: 'paid', amountCents: 12_345 },
      reason: 'Paid after the KYC check',
    });
    expect(page.rows[1]).toMatchObject({ before: null, after: { deltaCents: -500 }, reason: null });
  });

  it('pages', async () => {
    const page = await search('?limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.id)).toEqual([ids.adjust, ids.reject]);
  });

  it('filters by operator name (any case) or id', async () => {
    expect(await found('?operator=alice')).toEqual([ids.adjust, ids.pay]);
    expect(await found('?operator=ALICE')).toEqual([ids.adjust, ids.pay]);
    expect(await found('?operator=502')).toEqual([ids.reject]);
    expect(await found('?operator=nobody')).toEqual([]);
  });

  it('filters by action prefix, taken literally', async () => {
    expect(await found('?action=cashier.')).toEqual([ids.reject, ids.pay]);
    expect(await found('?action=cashier')).toEqual([ids.other, ids.reject, ids.pay]);
    expect(await found('?action=cashier.withdrawal.pay')).toEqual([ids.pay]);
    expect(await found('?action=%25')).toEqual([]);
    expect(await found('?action=_ashier')).toEqual([]);
  });

  it('filters by target type and id', async () => {
    expect(await found('?targetType=deposit')).toEqual([ids.other, ids.reject]);
    expect(await found('?targetType=deposit&targetId=3')).toEqual([ids.reject]);
    expect(await found('?targetId=42')).toEqual([ids.adjust]);
  });

  it('filters by days on the operator’s clock', async () => {
    expect(await found('?startDate=2024-03-10&endDate=2024-03-10&utcOffset=-180')).toEqual([
      ids.reject,
      ids.pay,
    ]);
    expect(await found('?startDate=2024-03-10&endDate=2024-03-10')).toEqual([ids.pay]);
    expect(await found('?startDate=2024-03-12')).toEqual([ids.other, ids.adjust]);
    expect(await found('?endDate=2024-03-10')).toEqual([ids.pay]);
  });

  it('finds words in the reason, any case, taken literally', async () => {
    expect(await found('?q=kyc')).toEqual([ids.pay]);
    expect(await found('?q=100%25_proof')).toEqual([ids.reject]);
    expect(await found('?q=%25')).toEqual([ids.reject]);
    expect(await found('?q=_')).toEqual([ids.reject]);
    expect(await found('?q=sent%20twice&operator=alice')).toEqual([]);
  });

  it('refuses bad input', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `${BO_AUDIT_API.search}?startDate=yesterday`,
      headers: risk.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only roles with audit.read', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: BO_AUDIT_API.search }),
      401,
      'bo.auth.required',
    );
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t.database.db, role, new Date(now));
      const response = await t.app.inject({
        method: 'GET',
        url: BO_AUDIT_API.search,
        headers: operator.headers,
      });
      if (roleCan(role, 'audit.read')) expect(response.statusCode, role).toBe(200);
      else expectError(response, 403, 'bo.forbidden');
    }
  });
});

describe('the audit log is append-only', () => {
  const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const self = fileURLToPath(import.meta.url);

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx|js|mjs|cjs|sql)$/.test(entry.name) ? [full] : [];
    });
  }

  it('has no query that updates or deletes its rows outside the migrations', () => {
    const migrations = path.join(serverSrc, 'db', 'migrations') + path.sep;
    const files = sourceFiles(serverSrc).filter(
      (file) => !file.startsWith(migrations) && file !== self,
    );
    expect(files.length).toBeGreaterThan(100);
    const table = ['audit', 'log'].join('_');
    const patterns = [
      new RegExp(`\\b(updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${table}\\b`),
      new RegExp(`\\b(update|delete\\s+from|truncate(\\s+table)?)\\s+["\`]?${table}\\b`, 'i'),
    ];
    const offenders = files.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return patterns.some((pattern) => pattern.test(text));
    });
    expect(offenders.map((file) => path.relative(serverSrc, file))).toEqual([]);
  });
});
