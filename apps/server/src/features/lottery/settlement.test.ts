import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryBetType, PlaceBetsBody, PrizeMode, ResultLayout } from '@app/contracts';
import {
  accountBalance,
  createLotteryTestApp,
  drawDraw,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
  type TestDraw,
  type TestLotteryGame,
} from '../../testing/lottery.ts';
import { insertMember } from '../../testing/members.ts';
import { placeBets } from './bets.service.ts';
import { settleDrawnBets } from './settlement.ts';

/**
 * Known results, laid out by hand (north 27 numbers, south 18, ent 5 digits):
 * north GB 12345; last two 45 at GB, G1 and G7 (3 lo hits); 00 at 30000, 4000, 5000, 600 (4).
 * south GB 987654; 54 at GB, G1, G7, G8 (4); 02 at 44402, 6602 (2).
 * ent 7,2,9,0,5: sum 23 (big, odd); 0,1,2,3,4: sum 10 (small, even).
 */
const NORTH =
  '12345|67845|11111,22222|30000,30001,30002,30003,30004,30005|4000,4001,4002,4003|' +
  '5000,5001,5002,5003,5004,5005|600,601,602|45,70,71,72';
const SOUTH =
  '987654|11154|22222|33300,33301|44400,44401,44402,44403,44404,44405,44406|5500|' +
  '6600,6601,6602|754|54';
const ENT_BIG = '7,2,9,0,5';
const ENT_SMALL = '0,1,2,3,4';

interface Case {
  name: string;
  layout: ResultLayout;
  result: string;
  prizeMode: PrizeMode;
  betType: LotteryBetType;
  position?: number;
  picks: string[];
  unitStakeCents: number;
  costCents: number;
  hits: number;
  payoutCents: number;
}

const CASES: Case[] = [
  // prettier-ignore
  { name: 'de hit (north, Lott 95)', layout: 'north', result: NORTH, prizeMode: 'Lott', betType: 'de', picks: ['45', '12'], unitStakeCents: 100, costCents: 200, hits: 1, payoutCents: 9_500 },
  // prettier-ignore
  { name: 'de miss (north)', layout: 'north', result: NORTH, prizeMode: 'Lott', betType: 'de', picks: ['99'], unitStakeCents: 100, costCents: 100, hits: 0, payoutCents: 0 },
  // prettier-ignore
  { name: 'lo2 several hits per pick (north, 27 cells, Lott 80)', layout: 'north', result: NORTH, prizeMode: 'Lott', betType: 'lo2', picks: ['45', '00', '11', '99'], unitStakeCents: 100, costCents: 10_800, hits: 8, payoutCents: 64_000 },
  // prettier-ignore
  { name: 'lo2 several hits per pick (south, 18 cells, Elott 78)', layout: 'south', result: SOUTH, prizeMode: 'Elott', betType: 'lo2', picks: ['54', '02'], unitStakeCents: 100, costCents: 3_600, hits: 6, payoutCents: 46_800 },
  // prettier-ignore
  { name: 'lo2 miss (south)', layout: 'south', result: SOUTH, prizeMode: 'Lott', betType: 'lo2', picks: ['98'], unitStakeCents: 250, costCents: 4_500, hits: 0, payoutCents: 0 },
  // prettier-ignore
  { name: 'cang3 hit, G1 ending alike does not count (north, ZY 950)', layout: 'north', result: NORTH, prizeMode: 'ZY', betType: 'cang3', picks: ['345', '845'], unitStakeCents: 200, costCents: 400, hits: 1, payoutCents: 190_000 },
  // prettier-ignore
  { name: 'de hit (south, SEA 92)', layout: 'south', result: SOUTH, prizeMode: 'SEA', betType: 'de', picks: ['54'], unitStakeCents: 150, costCents: 150, hits: 1, payoutCents: 13_800 },
  // prettier-ignore
  { name: 'cang3 hit (south, Lott 900)', layout: 'south', result: SOUTH, prizeMode: 'Lott', betType: 'cang3', picks: ['654'], unitStakeCents: 100, costCents: 100, hits: 1, payoutCents: 90_000 },
  // prettier-ignore
  { name: 'digit at position 3 (Lott 9.5)', layout: 'digits5', result: ENT_BIG, prizeMode: 'Lott', betType: 'digit', position: 3, picks: ['9', '1'], unitStakeCents: 100, costCents: 200, hits: 1, payoutCents: 950 },
  // prettier-ignore
  { name: 'position 1 big and odd, not small (Lott 1.95)', layout: 'digits5', result: ENT_BIG, prizeMode: 'Lott', betType: 'position', position: 1, picks: ['big', 'odd', 'small'], unitStakeCents: 100, costCents: 300, hits: 2, payoutCents: 390 },
  // prettier-ignore
  { name: 'position 4 (digit 0) small and even (ZY 1.97)', layout: 'digits5', result: ENT_BIG, prizeMode: 'ZY', betType: 'position', position: 4, picks: ['small', 'even'], unitStakeCents: 300, costCents: 600, hits: 2, payoutCents: 1_182 },
  // prettier-ignore
  { name: 'position 2 (digit 2) big misses', layout: 'digits5', result: ENT_BIG, prizeMode: 'Lott', betType: 'position', position: 2, picks: ['big'], unitStakeCents: 100, costCents: 100, hits: 0, payoutCents: 0 },
  // prettier-ignore
  { name: 'sum 23 big and odd (SEA 1.96)', layout: 'digits5', result: ENT_BIG, prizeMode: 'SEA', betType: 'sum', picks: ['big', 'odd'], unitStakeCents: 100, costCents: 200, hits: 2, payoutCents: 392 },
  // prettier-ignore
  { name: 'sum 23 not small, not even', layout: 'digits5', result: ENT_BIG, prizeMode: 'Elott', betType: 'sum', picks: ['small', 'even'], unitStakeCents: 100, costCents: 200, hits: 0, payoutCents: 0 },
  // prettier-ignore
  { name: 'sum 10 small and even (Elott 1.98)', layout: 'digits5', result: ENT_SMALL, prizeMode: 'Elott', betType: 'sum', picks: ['small', 'even', 'big'], unitStakeCents: 100, costCents: 300, hits: 2, payoutCents: 396 },
  // prettier-ignore
  { name: 'position 5 (digit 4) small and even, odd misses', layout: 'digits5', result: ENT_SMALL, prizeMode: 'Lott', betType: 'position', position: 5, picks: ['small', 'even', 'odd'], unitStakeCents: 100, costCents: 300, hits: 2, payoutCents: 390 },
];

describe('lottery settlement', () => {
  let t: LotteryTestApp;
  let requestN = 0;
  const requestId = () => `settle-${(requestN += 1)}-${t.clock.now}`;

  beforeAll(async () => {
    t = await createLotteryTestApp();
  });
  afterAll(() => t.cleanup());

  const db = () => t.database.db;

  /** A funded member. */
  const member = async (cents = 10_000_000) => {
    const m = await insertMember(db());
    await fundMember(db(), m.id, cents);
    return m.id;
  };

  /** An open draw an hour after the clock. */
  const openDraw = (game: TestLotteryGame) =>
    insertDraw(db(), game, { drawAt: t.clock.now + 3_600_000 });

  const slip = (
    game: TestLotteryGame,
    draw: TestDraw,
    lines: PlaceBetsBody['lines'],
    prizeMode: PrizeMode = 'Lott',
  ): PlaceBetsBody => ({
    gameId: game.gameId,
    numero: draw.numero,
    prizeMode,
    requestId: requestId(),
    lines,
  });

  const betRow = (id: number) =>
    db().selectFrom('lottery_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const winTransfers = async (betIds: number[]) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'amount_cents', 'kind', 'reference'])
      .where(
        'idempotency_key',
        'in',
        betIds.map((id) => `lottery:win:${id}`),
      )
      .execute();

  it('settles every bet type in every layout against known results and pays exactly once', async () => {
    const memberId = await member();
    // One game per result: a game has one draw on sale at a time.
    const draws = new Map<string, { game: TestLotteryGame; draw: TestDraw; result: string }>();
    const placed: { c: Case; betId: number }[] = [];
    for (const c of CASES) {
      const drawKey = `${c.layout}:${c.result}`;
      if (!draws.has(drawKey)) {
        const game = await insertLotteryGame(db(), c.layout);
        draws.set(drawKey, { game, draw: await openDraw(game), result: c.result });
      }
      const { game, draw } = draws.get(drawKey)!;
      const line = {
        betType: c.betType,
        position: c.position ?? null,
        picks: c.picks,
        unitStakeCents: c.unitStakeCents,
      };
      const value = await placeBets(t.ctx, memberId, slip(game, draw, [line], c.prizeMode), 'EN');
      expect(value.bets[0]!.costCents, c.name).toBe(c.costCents);
      placed.push({ c, betId: value.bets[0]!.betId });
    }
    const totalCost = CASES.reduce((sum, c) => sum + c.costCents, 0);
    const totalPayout = CASES.reduce((sum, c) => sum + c.payoutCents, 0);
    const memberAfterBets = await accountBalance(db(), `member:${memberId}`);
    const houseAfterBets = await accountBalance(db(), 'house:lottery');
    expect(memberAfterBets).toBe(10_000_000 - totalCost);

    // Nothing is settled before a result exists.
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(0);

    t.clock.now += 3_600_000;
    for (const { game, draw, result } of draws.values()) await drawDraw(db(), game, draw, result);
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(CASES.length);

    for (const { c, betId } of placed) {
      const row = await betRow(betId);
      expect(
        { status: row.status, hits: row.hits, payout: Number(row.payout_cents) },
        c.name,
      ).toEqual({
        status: c.payoutCents > 0 ? 'won' : 'lost',
        hits: c.hits,
        payout: c.payoutCents,
      });
      expect(row.settled_at).toBe(new Date(t.clock.now).toISOString());
    }
    const wins = await winTransfers(placed.map((p) => p.betId));
    expect(wins).toHaveLength(CASES.filter((c) => c.payoutCents > 0).length);
    for (const win of wins) {
      const bet = placed.find((p) => `lottery:win:${p.betId}` === win.idempotency_key)!;
      expect(Number(win.amount_cents)).toBe(bet.c.payoutCents);
      expect(win.kind).toBe('win');
      const numero = (await betRow(bet.betId)).numero;
      expect(win.reference).toBe(`lottery:${numero}`);
    }
    expect(await accountBalance(db(), `member:${memberId}`)).toBe(memberAfterBets + totalPayout);
    expect(await accountBalance(db(), 'house:lottery')).toBe(houseAfterBets - totalPayout);

    // Every draw with no open bet left is marked settled.
    const drawRows = await db()
      .selectFrom('lottery_draws')
      .select('settled_at')
      .where(
        'id',
        'in',
        [...draws.values()].map((d) => d.draw.id),
      )
      .execute();
    expect(drawRows.every((d) => d.settled_at !== null)).toBe(true);

    // A re-run settles nothing and moves nothing.
    expect(await settleDrawnBets(t.ctx, t.clock.now + 5_000)).toBe(0);
    expect(await accountBalance(db(), `member:${memberId}`)).toBe(memberAfterBets + totalPayout);
    expect(await winTransfers(placed.map((p) => p.betId))).toHaveLength(wins.length);
  });

  it('leaves the bets of undrawn draws open', async () => {
    const game = await insertLotteryGame(db(), 'digits5');
    const draw = await openDraw(game);
    const memberId = await member();
    const line = { betType: 'sum' as const, picks: ['big'], unitStakeCents: 100 };
    const placed = await placeBets(t.ctx, memberId, slip(game, draw, [line]), 'PT');
    t.clock.now += 3_600_000; // due, but the draw step has not written a result
    await settleDrawnBets(t.ctx, t.clock.now);
    expect((await betRow(placed.bets[0]!.betId)).status).toBe('open');
  });

  it('pays once when several settlements run at the same time', async () => {
    const game = await insertLotteryGame(db(), 'digits5');
    const draw = await openDraw(game);
    const members = [await member(), await member(), await member()];
    const betIds: number[] = [];
    for (const memberId of members) {
      for (let i = 0; i < 4; i += 1) {
        const lines = [
          { betType: 'sum' as const, picks: ['big', 'odd'], unitStakeCents: 100 + i },
          { betType: 'digit' as const, position: 1, picks: ['7', '3'], unitStakeCents: 200 },
          { betType: 'position' as const, position: 4, picks: ['big'], unitStakeCents: 500 },
        ];
        const value = await placeBets(t.ctx, memberId, slip(game, draw, lines), 'PT');
        betIds.push(...value.bets.map((b) => b.betId));
      }
    }
    const before = await Promise.all(members.map((m) => accountBalance(db(), `member:${m}`)));
    t.clock.now += 3_600_000;
    await drawDraw(db(), game, draw, ENT_BIG);

    const counts = await Promise.all(
      Array.from({ length: 5 }, () => settleDrawnBets(t.ctx, t.clock.now)),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(betIds.length);
    // sum big+odd: 2 hits x 1.95; digit 7 at position 1: 1 hit x 9.5; position 4 (0) big: none.
    const perMember = [0, 1, 2, 3].reduce(
      (sum, i) => sum + Math.floor(((100 + i) * 195 * 2) / 100) + 1_900,
      0,
    );
    const wins = await winTransfers(betIds);
    expect(wins).toHaveLength(members.length * 8);
    const after = await Promise.all(members.map((m) => accountBalance(db(), `member:${m}`)));
    expect(after).toEqual(before.map((b) => b + perMember));
  });

  it('after a stop between bets, the next run settles the rest and pays each bet once', async () => {
    const game = await insertLotteryGame(db(), 'north');
    const draw = await openDraw(game);
    const memberId = await member();
    const lines = [
      { betType: 'de' as const, picks: ['45'], unitStakeCents: 100 },
      { betType: 'lo2' as const, picks: ['00'], unitStakeCents: 100 },
      { betType: 'cang3' as const, picks: ['345'], unitStakeCents: 100 },
    ];
    const placed = await placeBets(t.ctx, memberId, slip(game, draw, lines), 'PT');
    const [first, second, third] = placed.bets.map((b) => b.betId) as [number, number, number];
    const start = await accountBalance(db(), `member:${memberId}`);
    t.clock.now += 3_600_000;
    await drawDraw(db(), game, draw, NORTH);

    // The second bet cannot be settled (a row no rule reads): the run settles the others,
    // reports the failure, and leaves that one open as a crash before it would.
    await db()
      .updateTable('lottery_bets')
      .set({ bet_type: 'bogus' })
      .where('id', '=', second)
      .execute();
    await expect(settleDrawnBets(t.ctx, t.clock.now)).rejects.toThrow(/unknown bet type/);
    expect((await betRow(first)).status).toBe('won');
    expect((await betRow(second)).status).toBe('open');
    expect((await betRow(third)).status).toBe('won');
    const drawRow = await db()
      .selectFrom('lottery_draws')
      .select('settled_at')
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(drawRow.settled_at).toBeNull();
    expect(await accountBalance(db(), `member:${memberId}`)).toBe(start + 9_500 + 90_000);

    await db()
      .updateTable('lottery_bets')
      .set({ bet_type: 'lo2' })
      .where('id', '=', second)
      .execute();
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(1);
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(0);
    expect((await betRow(second)).hits).toBe(4);
    expect(await accountBalance(db(), `member:${memberId}`)).toBe(
      start + 9_500 + 90_000 + 4 * 8_000,
    );
    expect(await winTransfers([first, second, third])).toHaveLength(3);
  });

  it('a bet whose credit is already on the ledger is not paid again', async () => {
    // A bet settled by a run whose status update was lost cannot happen (both commit
    // together); the key still guards: a credit under the bet's key is never repeated.
    const game = await insertLotteryGame(db(), 'digits5');
    const draw = await openDraw(game);
    const memberId = await member();
    const line = { betType: 'digit' as const, position: 3, picks: ['9'], unitStakeCents: 100 };
    const placed = await placeBets(t.ctx, memberId, slip(game, draw, [line]), 'PT');
    const betId = placed.bets[0]!.betId;
    t.clock.now += 3_600_000;
    await drawDraw(db(), game, draw, ENT_BIG);
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(1);
    const paid = await accountBalance(db(), `member:${memberId}`);
    await db()
      .updateTable('lottery_bets')
      .set({ status: 'open' })
      .where('id', '=', betId)
      .execute();
    expect(await settleDrawnBets(t.ctx, t.clock.now)).toBe(1);
    expect(await accountBalance(db(), `member:${memberId}`)).toBe(paid);
    expect(await winTransfers([betId])).toHaveLength(1);
  });
});
