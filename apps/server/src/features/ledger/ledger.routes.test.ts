import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, WalletTransactionsValue } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { transfer } from './ledger.service.ts';

describe('account record API', () => {
  let t: TestApp;
  let ctx: AppContext;
  let memberId: number;
  let cookie: string;

  const get = async (query = '', c = cookie) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API.walletTransactions}${query}`,
      headers: c ? { cookie: c } : {},
    });
    return response;
  };
  const page = async (query = '') => WalletTransactionsValue.parse(okValue(await get(query)));

  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    memberId = (await insertMember(t.database.db)).id;
    cookie = await sessionCookieFor(t.database.db, memberId);
    const member = { kind: 'member' as const, memberId };
    const game = { kind: 'house' as const, name: 'game' as const };
    // 30 transfers: a grant, then alternating bets and wins.
    await transfer(ctx, {
      idempotencyKey: `rec:${memberId}:0`,
      from: { kind: 'house', name: 'bonus' },
      to: member,
      amountCents: 10_000,
      kind: 'seed.grant',
      reference: 'opening',
    });
    for (let i = 1; i < 30; i += 1) {
      const bet = i % 2 === 1;
      await transfer(ctx, {
        idempotencyKey: `rec:${memberId}:${i}`,
        from: bet ? member : game,
        to: bet ? game : member,
        amountCents: bet ? 100 : 50,
        kind: bet ? 'bet' : 'win',
        reference: `round-${i}`,
      });
    }
    // Spread the entries over days: entry n (in order) on 2026-01-(1 + n % 3).
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.id')
      .where('ledger_accounts.member_id', '=', memberId)
      .orderBy('ledger_entries.id')
      .execute();
    for (const [n, e] of entries.entries()) {
      await t.database.db
        .updateTable('ledger_entries')
        .set({ created_at: `2026-01-0${1 + (n % 3)}T12:00:00.000Z` })
        .where('id', '=', e.id)
        .execute();
    }
    // Someone else's money never shows.
    const other = await insertMember(t.database.db);
    await transfer(ctx, {
      idempotencyKey: `rec:other:${other.id}`,
      from: game,
      to: { kind: 'member', memberId: other.id },
      amountCents: 1,
      kind: 'win',
    });
  });
  afterAll(() => t.cleanup());

  it('lists the member entries newest first, 25 a page, with signed amounts and balances after', async () => {
    const first = await page();
    expect(first.pageNo).toBe(1);
    expect(first.totalPages).toBe(2);
    expect(first.content).toHaveLength(25);
    expect(first.content[0]).toMatchObject({
      type: 'bet',
      amountCents: -100,
      balanceAfterCents: 10_000 - 15 * 100 + 14 * 50,
      reference: 'round-29',
    });
    expect(first.content[1]).toMatchObject({ type: 'win', amountCents: 50 });
    const second = await page('?pageNo=2');
    expect(second.content).toHaveLength(5);
    expect(second.content.at(-1)).toMatchObject({
      type: 'seed.grant',
      amountCents: 10_000,
      balanceAfterCents: 10_000,
      reference: 'opening',
    });
    const ids = [...first.content, ...second.content].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await page('?pageNo=3')).content).toEqual([]);
    const small = await page('?pageSize=7&pageNo=5');
    expect(small).toMatchObject({ totalPages: 5, pageNo: 5 });
    expect(small.content).toHaveLength(2);
  });

  it('filters by types and by inclusive days', async () => {
    const wins = await page('?types=win&pageSize=100');
    expect(wins.content).toHaveLength(14);
    expect(wins.content.every((e) => e.type === 'win')).toBe(true);
    const two = await page('?types=win,seed.grant&pageSize=100');
    expect(two.content).toHaveLength(15);
    const day2 = await page('?startDate=2026-01-02&endDate=2026-01-02&pageSize=100');
    expect(day2.content).toHaveLength(10);
    expect(day2.content.every((e) => e.createdAt.startsWith('2026-01-02'))).toBe(true);
    expect((await page('?startDate=2026-01-02&pageSize=100')).content).toHaveLength(20);
    expect((await page('?endDate=2026-01-01&pageSize=100')).content).toHaveLength(10);
    // Days on the member's clock: at UTC+12 the local 2 January began at noon UTC on the 1st.
    const east = await page('?startDate=2026-01-02&endDate=2026-01-02&utcOffset=720&pageSize=100');
    expect(east.content).toHaveLength(10);
    expect(east.content.every((e) => e.createdAt.startsWith('2026-01-01'))).toBe(true);
    const west = await page('?startDate=2026-01-02&endDate=2026-01-02&utcOffset=-720&pageSize=100');
    expect(west.content.every((e) => e.createdAt.startsWith('2026-01-02'))).toBe(true);
    expect(await page('?startDate=2025-01-01&endDate=2025-12-31')).toEqual({
      content: [],
      totalPages: 0,
      pageNo: 1,
    });
  });

  it("filters the cashier kinds the record page's Deposits and Withdrawals ask for", async () => {
    const id = (await insertMember(t.database.db)).id;
    const member = { kind: 'member' as const, memberId: id };
    const cashier = { kind: 'house' as const, name: 'cashier' as const };
    const hold = { kind: 'house' as const, name: 'withdrawal-hold' as const };
    const moves = [
      { from: cashier, to: member, amountCents: 5_000, kind: 'deposit' },
      { from: member, to: hold, amountCents: 2_000, kind: 'withdrawal.hold' },
      { from: hold, to: member, amountCents: 2_000, kind: 'withdrawal.rejected' },
      { from: member, to: hold, amountCents: 1_000, kind: 'withdrawal.hold' },
      { from: hold, to: cashier, amountCents: 1_000, kind: 'withdrawal.paid' },
    ] satisfies Array<Omit<Parameters<typeof transfer>[1], 'idempotencyKey'>>;
    for (const [n, move] of moves.entries()) {
      await transfer(ctx, { ...move, idempotencyKey: `cash:${id}:${n}` });
    }
    const own = await sessionCookieFor(t.database.db, id);
    const kinds = async (types: string) =>
      WalletTransactionsValue.parse(okValue(await get(`?types=${types}`, own))).content.map((e) => [
        e.type,
        e.amountCents,
      ]);
    expect(await kinds('deposit')).toEqual([['deposit', 5_000]]);
    // A paid withdrawal moves house money only: the member's side is its hold.
    expect(await kinds('withdrawal.hold,withdrawal.rejected,withdrawal.paid')).toEqual([
      ['withdrawal.hold', -1_000],
      ['withdrawal.rejected', 2_000],
      ['withdrawal.hold', -2_000],
    ]);
  });

  it('refuses bad queries and answers 401 without a session', async () => {
    for (const query of [
      '?pageSize=101',
      '?pageNo=0',
      '?startDate=2026-13-45',
      '?endDate=yesterday',
      '?utcOffset=900',
      '?utcOffset=1.5',
    ]) {
      expect((await get(query)).statusCode).toBe(400);
    }
    expectError(await get('', ''), 401, 'auth.required');
  });

  it('shows a fresh member an empty record', async () => {
    const fresh = await insertMember(t.database.db);
    const c = await sessionCookieFor(t.database.db, fresh.id);
    expect(WalletTransactionsValue.parse(okValue(await get('', c)))).toEqual({
      content: [],
      totalPages: 0,
      pageNo: 1,
    });
  });
});
