import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context.ts';
import { expectLedgerBalanced, memberBalance } from '../../testing/ledger.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { transfer, writeTransaction } from '../ledger/ledger.service.ts';
import { payWeeklyRebates, rebateWeek } from './weekly-rebate.ts';

const MONDAY = '2026-11-16';
const IN_WEEK = Date.parse('2026-11-12T15:00:00.000Z'); // the Thursday before

/**
 * The weekly rebate (decision 059): on a Monday, 0.5% plus the VIP boost of the week before's
 * in-house slot bets, at most R$ 2.000,00, once; lottery and bonus stakes and other weeks do not
 * count, and other days pay nothing.
 */
describe('weekly rebate', () => {
  let t: TestApp;
  let ctx: AppContext;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  });
  afterAll(() => t.cleanup());

  const pay = (day: string) =>
    payWeeklyRebates(t.database.db, 'DEMO', day, (work) => writeTransaction(t.database.db, work));

  async function member(cash: number, clubLabel: string | null) {
    const { id } = await insertMember(t.database.db, { club_label: clubLabel });
    await transfer(ctx, {
      idempotencyKey: `rebate-test-fund:${id}`,
      from: { kind: 'house', name: 'cashier' },
      to: { kind: 'member', memberId: id },
      amountCents: cash,
      kind: 'deposit',
    });
    return id;
  }

  const bet = (memberId: number, cents: number, house: 'game' | 'lottery' = 'game', at = IN_WEEK) =>
    transfer(ctx, {
      idempotencyKey: `rebate-test-bet:${(serial += 1)}`,
      from: { kind: 'member', memberId },
      to: { kind: 'house', name: house },
      amountCents: cents,
      kind: 'bet',
      now: at,
    });

  it('pays on Mondays only, for the week before', () => {
    expect(rebateWeek(MONDAY)).toEqual({
      start: '2026-11-09T00:00:00.000Z',
      end: '2026-11-16T00:00:00.000Z',
    });
    expect(rebateWeek('2026-11-17')).toBeNull();
  });

  it('returns the rate of the member’s level on slot bets only, once, capped', async () => {
    const bronze = await member(1_000_000, null); // 0.5%
    const diamond = await member(50_000_000, 'VIP4'); // 0.5% + 0.5%
    await bet(bronze, 100_000);
    await bet(bronze, 50_000, 'lottery');
    await bet(bronze, 70_000, 'game', Date.parse('2026-11-16T00:00:01.000Z')); // next week
    await bet(diamond, 30_000_000); // 1% is R$ 3.000,00: capped at R$ 2.000,00
    const before = await memberBalance(t.database.db, bronze);

    expect(await pay('2026-11-15')).toEqual({ paid: 0, paidCents: 0 });
    const first = await pay(MONDAY);
    expect(first.paid).toBeGreaterThanOrEqual(2);
    expect(await memberBalance(t.database.db, bronze)).toBe(before + 500);
    const rebates = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'amount_cents'])
      .where('kind', '=', 'member.rebate')
      .where('idempotency_key', 'in', [
        `member.rebate:${bronze}:2026-11-09`,
        `member.rebate:${diamond}:2026-11-09`,
      ])
      .orderBy('idempotency_key')
      .execute();
    expect(rebates.map((row) => Number(row.amount_cents)).sort((a, b) => a - b)).toEqual([
      500, 200_000,
    ]);
    // Again: nothing more.
    expect(await pay(MONDAY)).toEqual({ paid: 0, paidCents: 0 });
    expect(await memberBalance(t.database.db, bronze)).toBe(before + 500);
    await expectLedgerBalanced(t.database.db);
  });
});
