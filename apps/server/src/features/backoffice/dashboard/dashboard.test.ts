import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE } from '@app/contracts';
import {
  BO_DASHBOARD_API,
  DASHBOARD_DAYS,
  Dashboard,
  OPERATOR_ROLES,
  roleCan,
  type DashboardFigures,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { firstGameIdOfType, insertRound } from '../../../testing/games.ts';
import { insertMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectError } from '../../accounts/test-support.ts';
import { transfer, type LedgerAccountRef } from '../../ledger/ledger.service.ts';
import { daySpan } from './dashboard.service.ts';

/**
 * The dashboard's figures on a real database (SQLite, and PostgreSQL in CI): known money and
 * members on known days, read back exactly. Days are Brazil's (UTC-3, utcOffset -180), so the
 * rows placed either side of a local midnight land on the days the operator expects.
 *
 * The app's clock stands in 2024, before the seeded rows were written, so the seed's own
 * members and grants (written now) fall after the span and do not disturb the sums.
 */
const NOW = Date.parse('2024-03-15T12:00:00.000Z'); // 09:00 on 15 March in São Paulo
const OFFSET = -180;

let t: TestApp;
let admin: TestOperator;
let serial = 0;

const member = (kind: 'member', memberId: number): LedgerAccountRef => ({ kind, memberId });
const house = (name: 'game' | 'lottery' | 'cashier' | 'withdrawal-hold' | 'trial') =>
  ({ kind: 'house', name }) as const;

/** A real ledger transfer, then dated `at` (the ledger stamps the wall clock). */
async function move(
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amountCents: number,
  kind: Parameters<typeof transfer>[1]['kind'],
  at: string,
): Promise<void> {
  const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  const result = await transfer(ctx, {
    idempotencyKey: `dashboard-test:${++serial}`,
    from,
    to,
    amountCents,
    kind,
  });
  await t.database.db
    .updateTable('ledger_transfers')
    .set({ created_at: at })
    .where('id', '=', result.transferId)
    .execute();
  await t.database.db
    .updateTable('ledger_entries')
    .set({ created_at: at })
    .where('transfer_id', '=', result.transferId)
    .execute();
}

const zero: DashboardFigures = {
  depositCents: 0,
  depositCount: 0,
  withdrawalCents: 0,
  withdrawalCount: 0,
  stakeCents: 0,
  winCents: 0,
  ggrCents: 0,
  newMembers: 0,
  activeMembers: 0,
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInOperator(t.database.db, 'admin', new Date(NOW));
  const db = t.database.db;
  const slot = await firstGameIdOfType(db, 'RNG');

  // A: registered this morning (local); B: at 23:59:59.999 local on the 13th; C, D: long ago.
  const a = (await insertMember(db, { created_at: '2024-03-15T04:00:00.000Z' })).id;
  const b = (await insertMember(db, { created_at: '2024-03-14T02:59:59.999Z' })).id;
  const c = (await insertMember(db, { created_at: '2023-01-01T00:00:00.000Z' })).id;
  const d = (await insertMember(db, { created_at: '2023-01-01T00:00:00.000Z' })).id;
  // A trial account registered today plays with free money: never in the figures.
  const trial = (
    await insertMember(db, { type: CUSTOMER_TYPE.trial, created_at: '2024-03-15T05:00:00.000Z' })
  ).id;
  const vendor = { kind: 'vendor', vendorCode: 'DASHV' } as const;

  // Today (15th, local): A deposits 100.00, stakes 15.00 on the slot, wins 3.00, withdraws 20.00.
  await move(house('cashier'), member('member', a), 10_000, 'deposit', '2024-03-15T05:00:00.000Z');
  await move(member('member', a), house('game'), 1_000, 'bet', '2024-03-15T06:00:00.000Z');
  await move(member('member', a), house('game'), 500, 'bet', '2024-03-15T06:01:00.000Z');
  await move(house('game'), member('member', a), 300, 'win', '2024-03-15T06:02:00.000Z');
  await move(
    member('member', a),
    house('withdrawal-hold'),
    2_000,
    'withdrawal.hold',
    '2024-03-15T07:00:00.000Z',
  );
  await move(
    house('withdrawal-hold'),
    house('cashier'),
    2_000,
    'withdrawal.paid',
    '2024-03-15T08:00:00.000Z',
  );
  // A withdrawal still on hold is not paid: only in the queue.
  await move(
    member('member', a),
    house('withdrawal-hold'),
    1_000,
    'withdrawal.hold',
    '2024-03-15T08:30:00.000Z',
  );

  // 14th (local): B deposits 50.00 at 23:59 local (02:59 UTC on the 15th), then a vendor round:
  // 20.00 staked, 2.00 of it rolled back, 25.00 won.
  await move(house('cashier'), member('member', b), 5_000, 'deposit', '2024-03-15T02:59:00.000Z');
  await move(member('member', b), vendor, 2_000, 'vendor.bet', '2024-03-14T20:00:00.000Z');
  await move(vendor, member('member', b), 200, 'vendor.rollback', '2024-03-14T20:01:00.000Z');
  await move(vendor, member('member', b), 2_500, 'vendor.win', '2024-03-14T20:02:00.000Z');

  // First day of the span (15 Feb local, from 03:00 UTC): C deposits 30.00 exactly at its start
  // and stakes 4.00 on the lottery; 70.00 a minute before the span is not in it.
  await move(house('cashier'), member('member', c), 7_000, 'deposit', '2024-02-15T02:59:00.000Z');
  await move(house('cashier'), member('member', c), 3_000, 'deposit', '2024-02-15T03:00:00.000Z');
  await move(member('member', c), house('lottery'), 400, 'bet', '2024-02-15T04:00:00.000Z');

  // The trial account: granted, stakes and wins today, none of it counted.
  await move(
    house('trial'),
    member('member', trial),
    5_000,
    'trial.grant',
    '2024-03-15T05:00:00.000Z',
  );
  await move(member('member', trial), house('game'), 999, 'bet', '2024-03-15T05:01:00.000Z');
  await move(house('game'), member('member', trial), 4_000, 'win', '2024-03-15T05:02:00.000Z');

  // D only plays for free today: active, no money.
  await insertRound(db, {
    memberId: d,
    gameId: slot,
    betCents: 100,
    playMoney: 1,
    at: '2024-03-15T10:00:00.000Z',
  });

  // The queues now: 2 pending deposits (12.34 + 1.00), 1 pending withdrawal (10.00), one
  // decided of each; 1 pending approval; 2 new feedback messages and one answered.
  const created = '2024-03-15T09:00:00.000Z';
  const deposit = (amount: number, status: string) => ({
    merchant_code: 'DEMO',
    member_id: a,
    channel_code: 'pix',
    kind: 'manual',
    amount_cents: amount,
    status,
    created_at: created,
  });
  await db
    .insertInto('deposits')
    .values([deposit(1_234, 'pending'), deposit(100, 'pending'), deposit(999, 'approved')])
    .execute();
  const withdrawal = (amount: number, status: string, requestId: string) => ({
    merchant_code: 'DEMO',
    member_id: a,
    request_id: requestId,
    amount_cents: amount,
    status,
    bank_name: 'Banco',
    account_number: '123',
    holder_name: 'A',
    created_at: created,
  });
  await db
    .insertInto('withdrawals')
    .values([withdrawal(1_000, 'pending', 'w-1'), withdrawal(2_000, 'paid', 'w-2')])
    .execute();
  await db
    .insertInto('approvals')
    .values([
      {
        kind: 'withdrawal.pay',
        target_type: 'withdrawal',
        target_id: '1',
        amount_cents: 1_000,
        payload_json: '{}',
        reason: 'big',
        status: 'pending',
        requested_by: admin.id,
        requested_at: created,
      },
      {
        kind: 'withdrawal.pay',
        target_type: 'withdrawal',
        target_id: '2',
        amount_cents: 2_000,
        payload_json: '{}',
        reason: 'big',
        status: 'confirmed',
        requested_by: admin.id,
        requested_at: created,
      },
    ])
    .execute();
  const feedback = (status: string) => ({
    merchant_code: 'DEMO',
    member_id: b,
    type: 1,
    content: 'hello',
    status,
    created_at: created,
  });
  await db
    .insertInto('feedback')
    .values([feedback('new'), feedback('new'), feedback('replied')])
    .execute();
});
afterAll(async () => t?.cleanup());

async function dashboard(query = `?utcOffset=${OFFSET}`): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BO_DASHBOARD_API.dashboard}${query}`,
    headers: admin.headers,
  });
  return Dashboard.parse(okValue(response));
}

describe('dashboard', () => {
  it('splits days at the local midnight of the offset', () => {
    const span = daySpan(NOW, OFFSET);
    expect(span.days).toHaveLength(DASHBOARD_DAYS);
    expect(span.days[0]).toBe('2024-02-15');
    expect(span.days.at(-1)).toBe('2024-03-15');
    expect(span.bounds[0]).toBe('2024-02-15T03:00:00.000Z');
    expect(span.bounds.at(-1)).toBe('2024-03-16T03:00:00.000Z');
  });

  it('reads each day and the totals exactly from the books', async () => {
    const value = await dashboard();
    expect(value.utcOffset).toBe(OFFSET);
    expect(value.series).toHaveLength(DASHBOARD_DAYS);
    expect(value.today).toEqual({
      day: '2024-03-15',
      depositCents: 10_000,
      depositCount: 1,
      withdrawalCents: 2_000,
      withdrawalCount: 1,
      stakeCents: 1_500,
      winCents: 300,
      ggrCents: 1_200,
      newMembers: 1, // A (the trial account is not a member)
      activeMembers: 2, // A (money) and D (free play)
    });
    const byDay = new Map(value.series.map((day) => [day.day, day]));
    expect(byDay.get('2024-03-14')).toEqual({
      ...zero,
      day: '2024-03-14',
      depositCents: 5_000,
      depositCount: 1,
      stakeCents: 1_800,
      winCents: 2_500,
      ggrCents: -700,
      activeMembers: 1,
    });
    // B registered at 23:59:59.999 on the 13th, local.
    expect(byDay.get('2024-03-13')).toEqual({ ...zero, day: '2024-03-13', newMembers: 1 });
    expect(value.series[0]).toEqual({
      ...zero,
      day: '2024-02-15',
      depositCents: 3_000,
      depositCount: 1,
      stakeCents: 400,
      ggrCents: 400,
      activeMembers: 1,
    });
    const busy = ['2024-03-15', '2024-03-14', '2024-03-13', '2024-02-15'];
    for (const day of value.series.filter((row) => !busy.includes(row.day))) {
      expect(day).toEqual({ ...zero, day: day.day });
    }
    expect(value.totals).toEqual({
      depositCents: 18_000,
      depositCount: 3,
      withdrawalCents: 2_000,
      withdrawalCount: 1,
      stakeCents: 3_700,
      winCents: 2_800,
      ggrCents: 900,
      newMembers: 2,
      activeMembers: 4, // A, B, C and D, each once
    });
    expect(value.pending).toEqual({
      deposits: { count: 2, cents: 1_334 },
      withdrawals: { count: 1, cents: 1_000 },
      approvals: 1,
      feedback: 2,
    });
  });

  it('moves rows across days with the offset', async () => {
    // In UTC the 15th starts at 00:00Z: B's 23:59-local deposit (02:59Z) is the 15th's, and
    // both of C's deposits (02:59Z and 03:00Z on 15 Feb) are in the span's first day.
    const utc = await dashboard('?utcOffset=0');
    expect(utc.series[0]!.day).toBe('2024-02-15');
    expect(utc.today.depositCents).toBe(15_000);
    expect(utc.series[0]!.depositCents).toBe(10_000);
    expect(utc.totals.depositCents).toBe(25_000);
    expect(utc.totals.stakeCents).toBe(3_700);
    // Without an offset the days are UTC days.
    expect((await dashboard('')).today).toEqual(utc.today);
  });

  it('answers every role, 401 without a sign-in and 400 to a bad offset', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: BO_DASHBOARD_API.dashboard });
    expectError(anonymous, 401, 'bo.auth.required');
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t.database.db, role, new Date(NOW));
      const allowed = await t.app.inject({
        method: 'GET',
        url: BO_DASHBOARD_API.dashboard,
        headers: operator.headers,
      });
      expect(allowed.statusCode, role).toBe(roleCan(role, 'dashboard.read') ? 200 : 403);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `${BO_DASHBOARD_API.dashboard}?utcOffset=9999`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
