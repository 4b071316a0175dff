import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MONEY_API } from '@app/contracts';
import type { RebateStatement } from '@app/contracts';
import { LOTTERY_GAMES } from '../../db/seed/lottery-games.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import { runSettleRebatesCommand } from './rebate-settlement.command.ts';
import { computeRebates, rebateKey, settleRebates } from './rebate-settlement.ts';
import { insertRound } from '../../testing/games.ts';

const DAY = '2026-03-10';
const NOW = Date.parse('2026-03-12T08:00:00.000Z');

/** Rebate settlement (decision 022): hand-computed amounts, paid once, balances sum to zero. */
describe('rebate settlement', () => {
  let t: TestApp;
  const ids = { top: 0, sub: 0, m1: 0, m2: 0, loner: 0 };
  const ctx = () => ({
    config: t.config,
    db: t.database.db,
    merchantCode: 'DEMO',
    clock: () => NOW,
  });
  let drawId = 0;
  let key = 0;

  const gameOf = async (type: string) =>
    (
      await t.database.db
        .selectFrom('games')
        .select('game_id')
        .where('game_type', '=', type)
        .orderBy('game_id')
        .executeTakeFirstOrThrow()
    ).game_id;
  const round = (memberId: number, gameId: number, betCents: number, at: string, playMoney = 0) =>
    insertRound(t.database.db, { memberId, gameId, betCents, at, playMoney });
  const lotteryBet = async (
    memberId: number,
    gameId: number,
    costCents: number,
    status: string,
    settledAt: string | null,
  ) =>
    t.database.db
      .insertInto('lottery_bets')
      .values({
        merchant_code: 'DEMO',
        member_id: memberId,
        draw_id: drawId,
        game_id: gameId,
        numero: '20260310',
        request_id: `slip-${++key}`,
        line_no: 1,
        prize_mode: 'x',
        bet_type: 'x',
        position: null,
        picks: '1',
        unit_stake_cents: costCents,
        cost_cents: costCents,
        status,
        created_at: `${DAY}T01:00:00.000Z`,
        settled_at: settledAt,
      })
      .execute();
  const setRate = (memberId: number, gameType: string, rateBp: number) =>
    t.database.db
      .insertInto('agent_rebates')
      .values({ member_id: memberId, game_type: gameType, rate_bp: rateBp, updated_at: 'x' })
      .execute();
  const ledgerSum = async () =>
    (await t.database.db.selectFrom('ledger_accounts').select('balance_cents').execute()).reduce(
      (sum, row) => sum + Number(row.balance_cents),
      0,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // top (RNG 1.00%, LIVE 0.80%, LOTT 1.50%) ─ m1
    //     └ sub (RNG 0.60%, LIVE 0.80%) ─ m2
    ids.top = (await insertMember(db, { type: 1 })).id;
    ids.sub = (await insertMember(db, { type: 2, upline_id: ids.top })).id;
    ids.m1 = (await insertMember(db, { upline_id: ids.top })).id;
    ids.m2 = (await insertMember(db, { upline_id: ids.sub })).id;
    ids.loner = (await insertMember(db)).id;
    await setRate(ids.top, 'RNG', 100);
    await setRate(ids.top, 'LIVE', 80);
    await setRate(ids.top, 'LOTT', 150);
    await setRate(ids.sub, 'RNG', 60);
    await setRate(ids.sub, 'LIVE', 80);
    // A plain member's own rate is not deducted: the agent above earns its full rate.
    await setRate(ids.m1, 'RNG', 50);

    const lott = LOTTERY_GAMES.find((g) => g.game_type === 'LOTT')!;
    const elott = LOTTERY_GAMES.find((g) => g.game_type === 'ELOTT')!;
    drawId = (
      await db
        .insertInto('lottery_draws')
        .values({
          game_id: lott.game_id,
          numero: '20260310',
          draw_at: `${DAY}T10:00:00.000Z`,
          lock_at: `${DAY}T09:45:00.000Z`,
          seed_hash: 'h',
          seed: 's',
          result: null,
          drawn_at: null,
          settled_at: null,
          created_at: `${DAY}T00:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    const rng = await gameOf('RNG');
    const live = await gameOf('LIVE');
    await round(ids.m1, rng, 10_000, `${DAY}T00:00:00.000Z`);
    await round(ids.m1, live, 333, `${DAY}T12:00:00.000Z`);
    await round(ids.m2, rng, 20_000, `${DAY}T23:59:59.999Z`);
    await round(ids.m2, live, 30_000, `${DAY}T05:00:00.000Z`);
    await round(ids.sub, rng, 7_000, `${DAY}T06:00:00.000Z`);
    await round(ids.loner, rng, 50_000, `${DAY}T06:00:00.000Z`);
    // Not valid bets of the day: play money, the day before, the day after.
    await round(ids.m1, rng, 5_000, `${DAY}T07:00:00.000Z`, 1);
    await round(ids.m1, rng, 9_000, '2026-03-09T23:59:59.999Z');
    await round(ids.m1, rng, 9_000, '2026-03-11T00:00:00.000Z');
    await lotteryBet(ids.m2, lott.game_id, 4_000, 'won', `${DAY}T10:01:00.000Z`);
    await lotteryBet(ids.m2, elott.game_id, 1_000, 'lost', `${DAY}T10:02:00.000Z`);
    await lotteryBet(ids.m2, lott.game_id, 8_000, 'open', null);
    await lotteryBet(ids.m2, lott.game_id, 8_000, 'lost', '2026-03-11T10:00:00.000Z');
  });
  afterAll(() => t.cleanup());

  it('computes each agent’s share by hand-checked figures', async () => {
    expect(await computeRebates(ctx(), DAY)).toEqual([
      // RNG: m1 10000 x 1.00% + m2 20000 x (1.00-0.60)% + sub's own 7000 x 0.40% = 208.00 -> 208
      // LIVE: m1 333 x 0.80% = 2.664 -> 2 (m2's LIVE pays top nothing: sub has the same rate)
      // LOTT: m2 (4000 + 1000 ELOTT) x 1.50% = 75
      { agentId: ids.top, gameType: 'LIVE', validBetCents: 333, rateBp: 80, amountCents: 2 },
      { agentId: ids.top, gameType: 'LOTT', validBetCents: 5_000, rateBp: 150, amountCents: 75 },
      { agentId: ids.top, gameType: 'RNG', validBetCents: 37_000, rateBp: 100, amountCents: 208 },
      // sub: m2's RNG 20000 x 0.60% = 120, LIVE 30000 x 0.80% = 240; none on its own bets.
      { agentId: ids.sub, gameType: 'LIVE', validBetCents: 30_000, rateBp: 80, amountCents: 240 },
      { agentId: ids.sub, gameType: 'RNG', validBetCents: 20_000, rateBp: 60, amountCents: 120 },
    ]);
  });

  it('pays through the ledger once however often the day is settled', async () => {
    const sum = await ledgerSum();
    const first = await settleRebates(ctx(), { date: DAY });
    expect(first.paidCents).toBe(2 + 75 + 208 + 240 + 120);
    expect(first.payouts.every((line) => line.paid)).toBe(true);
    const second = await settleRebates(ctx(), { date: DAY });
    expect(second.paidCents).toBe(0);
    expect(second.payouts.every((line) => !line.paid)).toBe(true);

    expect(await memberBalance(ctx(), ids.top)).toBe(285);
    expect(await memberBalance(ctx(), ids.sub)).toBe(360);
    expect(await memberBalance(ctx(), ids.m1)).toBe(0);
    const house = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('owner_key', '=', 'house:rebate')
      .executeTakeFirstOrThrow();
    expect(Number(house.balance_cents)).toBe(-645);
    expect(await ledgerSum()).toBe(sum);
    const transfer = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount_cents'])
      .where('idempotency_key', '=', rebateKey(ids.top, DAY, 'RNG'))
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ kind: 'agent.rebate', amount_cents: 208 });
  });

  it('lists the payouts in the agent’s rebate statement, filtered by day range', async () => {
    const cookie = await sessionCookieFor(t.database.db, ids.top);
    const statement = okValue<RebateStatement>(
      await t.app.inject({
        method: 'GET',
        url: `${AGENT_MONEY_API.rebateStatement}?startDate=${DAY}&endDate=${DAY}`,
        headers: { cookie },
      }),
    );
    expect(statement.total).toBe(3);
    expect(statement.totalAmountCents).toBe(285);
    expect(statement.content.map((row) => [row.date, row.gameType, row.amountCents])).toEqual([
      [DAY, 'LIVE', 2],
      [DAY, 'LOTT', 75],
      [DAY, 'RNG', 208],
    ]);
    const later = okValue<RebateStatement>(
      await t.app.inject({
        method: 'GET',
        url: `${AGENT_MONEY_API.rebateStatement}?startDate=2026-03-11`,
        headers: { cookie },
      }),
    );
    expect(later).toMatchObject({ total: 0, totalAmountCents: 0, content: [] });
  });

  it('refuses a day that is not over, and the CLI settles a day idempotently', async () => {
    await expect(settleRebates(ctx(), { date: '2026-03-12' })).rejects.toThrow(/not over/);
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const deps = { config: t.config, db: t.database.db, merchantCode: 'DEMO', now: () => NOW };
    expect(await runSettleRebatesCommand(['--date', DAY], deps, io)).toBe(0);
    expect(lines.at(-1)).toBe(`Settled ${DAY}: 5 rebate line(s), 0.00 paid now.`);
    expect(await runSettleRebatesCommand(['--date', 'yesterday'], deps, io)).toBe(2);
    // Without --date it settles yesterday, 2026-03-11: m1's RNG 9000 x 1.00% and m2's LOTT
    // 8000 x 1.50% settled that day.
    expect(await runSettleRebatesCommand([], deps, io)).toBe(0);
    expect(lines.at(-1)).toBe('Settled 2026-03-11: 2 rebate line(s), 2.10 paid now.');
  });
});
