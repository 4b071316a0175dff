import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceBetsBody } from '@app/contracts';
import {
  BO_LOTTERY_API,
  BoLotteryBetPage,
  BoLotteryDraw,
  BoLotteryDrawPage,
  BoLotteryGame,
  BoLotteryGameList,
  BoLotteryVoidResult,
  boLotteryPath,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { expectLedgerBalanced, memberBalance } from '../../../testing/ledger.ts';
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
} from '../../../testing/lottery.ts';
import { insertMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { expectError } from '../../accounts/test-support.ts';
import { placeBets } from '../../lottery/bets.service.ts';
import { runLotterySweep } from '../../lottery/sweep.ts';
import { voidRefundKey } from '../../lottery/void.ts';
import { winKey } from '../../lottery/settlement.ts';

/**
 * The back office's lottery (issue 22) on a real database: who may read and write, the draws
 * and their seeds, a void that returns every open stake exactly once (audited, refused twice,
 * refused for a drawn draw, never both paid and refunded when it races the sweep), and the
 * schedule rules (draw times change only with the game off and no pending bets).
 */

let t: LotteryTestApp;
let admin: TestOperator;
let risk: TestOperator;
let cashier: TestOperator;
let requestN = 0;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createLotteryTestApp();
  const at = new Date(t.clock.now);
  admin = await signedInOperator(t.database.db, 'admin', at);
  risk = await signedInOperator(t.database.db, 'risk', at);
  cashier = await signedInOperator(t.database.db, 'cashier', at);
});
afterAll(async () => t?.cleanup());

function get(operator: TestOperator, url: string) {
  return t.app.inject({ method: 'GET', url, headers: operator.headers });
}

function post(operator: TestOperator, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: operator.headers, payload });
}

const voidUrl = (draw: { id: number }) => boLotteryPath(BO_LOTTERY_API.voidDraw, draw.id);

/** A member with money who bets `lines` sum lines of 1.00 (big, small) on the draw. */
async function bettor(game: TestLotteryGame, draw: TestDraw, funds = 10_000) {
  const member = await insertMember(t.database.db);
  await fundMember(t.database.db, member.id, funds);
  const body: PlaceBetsBody = {
    gameId: game.gameId,
    numero: draw.numero,
    prizeMode: 'Lott',
    requestId: `bo-lottery-${(requestN += 1)}-${t.clock.now}`,
    lines: [
      { betType: 'sum', picks: ['big', 'small'], unitStakeCents: 100 },
      { betType: 'digit', position: 1, picks: ['7'], unitStakeCents: 250 },
    ],
  };
  const placed = await placeBets(t.ctx, member.id, body, 'EN');
  return { member, placed, funds };
}

async function auditRows(action: string, targetId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();
}

async function transfersWithKey(key: string) {
  return t.database.db
    .selectFrom('ledger_transfers')
    .select(['id', 'amount_cents'])
    .where('idempotency_key', '=', key)
    .execute();
}

describe('permissions', () => {
  it('lets admin and risk read, keeps cashier out, and lets only admin void or change', async () => {
    const game = await insertLotteryGame(t.database.db, 'digits5');
    const draw = await insertDraw(t.database.db, game, { drawAt: t.clock.now + 10 * MINUTE });
    for (const operator of [admin, risk]) {
      expect((await get(operator, BO_LOTTERY_API.games)).statusCode).toBe(200);
      expect((await get(operator, BO_LOTTERY_API.draws)).statusCode).toBe(200);
      expect((await get(operator, boLotteryPath(BO_LOTTERY_API.draw, draw.id))).statusCode).toBe(
        200,
      );
    }
    for (const url of [
      BO_LOTTERY_API.games,
      BO_LOTTERY_API.draws,
      boLotteryPath(BO_LOTTERY_API.drawBets, draw.id),
    ]) {
      expectError(await get(cashier, url), 403, 'bo.forbidden');
    }
    expectError(await post(risk, voidUrl(draw), { reason: 'incident 42' }), 403, 'bo.forbidden');
    expectError(await post(cashier, voidUrl(draw), { reason: 'incident 42' }), 403, 'bo.forbidden');
    const unchanged = okValue(await get(admin, boLotteryPath(BO_LOTTERY_API.draw, draw.id)));
    expect(BoLotteryDraw.parse(unchanged).status).not.toBe('voided');
    expectError(
      await post(risk, boLotteryPath(BO_LOTTERY_API.game, game.gameId), {
        enabled: false,
        lockSeconds: 10,
        drawDays: [1, 2, 3, 4, 5, 6, 7],
        drawTime: null,
        intervalMinutes: 1,
        reason: 'risk tries',
      }),
      403,
      'bo.forbidden',
    );
  });
});

describe('draws', () => {
  it('lists draws by game and state with the seed hidden until drawn', async () => {
    const game = await insertLotteryGame(t.database.db, 'digits5');
    const open = await insertDraw(t.database.db, game, { drawAt: t.clock.now + 5 * MINUTE });
    const later = await insertDraw(t.database.db, game, { drawAt: t.clock.now + 6 * MINUTE });
    const drawn = await insertDraw(t.database.db, game, { drawAt: t.clock.now - 5 * MINUTE });
    await drawDraw(t.database.db, game, drawn);
    const page = BoLotteryDrawPage.parse(
      okValue(await get(admin, `${BO_LOTTERY_API.draws}?gameId=${game.gameId}&limit=10`)),
    );
    expect(page.total).toBe(3);
    const byId = new Map(page.rows.map((row) => [row.id, row]));
    expect(byId.get(open.id)).toMatchObject({ status: 'open', seed: null, result: null });
    expect(byId.get(later.id)).toMatchObject({ status: 'upcoming', seed: null });
    expect(byId.get(drawn.id)).toMatchObject({ status: 'drawn', seed: drawn.seed });
    expect(byId.get(open.id)!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Newest first by default.
    expect(page.rows.map((row) => row.id)).toEqual([later.id, open.id, drawn.id]);

    const upcoming = BoLotteryDrawPage.parse(
      okValue(await get(admin, `${BO_LOTTERY_API.draws}?gameId=${game.gameId}&status=upcoming`)),
    );
    expect(upcoming.rows.map((row) => row.id)).toEqual([later.id]);
    const paged = BoLotteryDrawPage.parse(
      okValue(await get(admin, `${BO_LOTTERY_API.draws}?gameId=${game.gameId}&limit=1&offset=1`)),
    );
    expect(paged).toMatchObject({ total: 3, rows: [{ id: open.id }] });
    expectError(
      await get(admin, boLotteryPath(BO_LOTTERY_API.draw, 999_999_999)),
      404,
      'bo.not.found',
    );
  });
});

describe('voiding a draw', () => {
  it('returns every open stake exactly once, audited, and the draw is never drawn', async () => {
    const db = t.database.db;
    const game = await insertLotteryGame(db, 'digits5');
    const draw = await insertDraw(db, game, { drawAt: t.clock.now + 5 * MINUTE });
    const houseBefore = await accountBalance(db, 'house:lottery');
    const bettors = [await bettor(game, draw), await bettor(game, draw), await bettor(game, draw)];
    for (const { member, placed, funds } of bettors) {
      expect(await memberBalance(db, member.id)).toBe(funds - placed.totalCostCents);
    }

    const bets = BoLotteryBetPage.parse(
      okValue(await get(risk, boLotteryPath(BO_LOTTERY_API.drawBets, draw.id))),
    );
    expect(bets.total).toBe(6);
    expect(bets.rows[0]).toMatchObject({ status: 'open', userName: bettors[0]!.member.userName });

    expectError(await post(admin, voidUrl(draw), { reason: '' }), 400, 'request.invalid');
    const response = await post(admin, voidUrl(draw), { reason: 'RNG incident 7' });
    const result = BoLotteryVoidResult.parse(okValue(response));
    const stakes = bettors.reduce((sum, b) => sum + b.placed.totalCostCents, 0);
    expect(result).toMatchObject({ refundedBets: 6, refundedCents: stakes });
    expect(result.draw).toMatchObject({
      status: 'voided',
      voidReason: 'RNG incident 7',
      openBets: 0,
      seed: null,
    });
    for (const { member, funds, placed } of bettors) {
      expect(await memberBalance(db, member.id)).toBe(funds);
      for (const bet of placed.bets) {
        expect(await transfersWithKey(voidRefundKey(bet.betId))).toEqual([
          expect.objectContaining({}),
        ]);
      }
      const note = await db
        .selectFrom('member_messages')
        .select('title')
        .where('member_id', '=', member.id)
        .where('code', '=', `lottery:void:${draw.id}:${member.id}`)
        .execute();
      expect(note).toHaveLength(1);
    }
    expect(await accountBalance(db, 'house:lottery')).toBe(houseBefore);

    const audit = await auditRows('lottery.draw.void', draw.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: admin.id, reason: 'RNG incident 7' });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: 'open', openBets: 6 });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      status: 'voided',
      refundedBets: 6,
      refundedCents: stakes,
    });

    // Twice: refused, nothing moves, no second audit row.
    expectError(
      await post(admin, voidUrl(draw), { reason: 'again' }),
      409,
      'bo.lottery.draw.voided',
    );
    for (const { member, funds } of bettors) {
      expect(await memberBalance(db, member.id)).toBe(funds);
    }
    expect(await auditRows('lottery.draw.void', draw.id)).toHaveLength(1);

    // No bet joins it, and the sweep passing its time neither draws nor settles it.
    await expect(bettor(game, draw)).rejects.toMatchObject({ code: 'lottery.draw.locked' });
    const saved = t.clock.now;
    t.clock.now = draw.drawAt + MINUTE;
    try {
      await runLotterySweep(t.ctx);
    } finally {
      t.clock.now = saved;
    }
    const after = await db
      .selectFrom('lottery_draws')
      .select(['result', 'voided_at'])
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(after.result).toBeNull();
    const statuses = await db
      .selectFrom('lottery_bets')
      .select('status')
      .distinct()
      .where('draw_id', '=', draw.id)
      .execute();
    expect(statuses).toEqual([{ status: 'voided' }]);
    await expectLedgerBalanced(db);
  });

  it('refuses a drawn draw and an unknown one', async () => {
    const db = t.database.db;
    const game = await insertLotteryGame(db, 'digits5');
    const draw = await insertDraw(db, game, { drawAt: t.clock.now + 5 * MINUTE });
    await drawDraw(db, game, draw);
    expectError(
      await post(admin, voidUrl(draw), { reason: 'too late' }),
      409,
      'bo.lottery.draw.drawn',
    );
    expectError(
      await post(admin, voidUrl({ id: 999_999_999 }), { reason: 'nothing' }),
      404,
      'bo.not.found',
    );
    expect(await auditRows('lottery.draw.void', draw.id)).toHaveLength(0);
  });

  it('never both pays and refunds a bet when a void races the draw and settlement', async () => {
    const db = t.database.db;
    const game = await insertLotteryGame(db, 'digits5');
    const saved = t.clock.now;
    const outcomes = { voided: 0, drawn: 0 };
    try {
      for (let round = 0; round < 6; round += 1) {
        // The sweep opens the game's draws (it is on): bets go on the one on sale.
        await runLotterySweep(t.ctx);
        const row0 = await db
          .selectFrom('lottery_draws')
          .select(['id', 'numero', 'draw_at', 'lock_at'])
          .where('game_id', '=', game.gameId)
          .where('lock_at', '>', new Date(t.clock.now).toISOString())
          .where('result', 'is', null)
          .where('voided_at', 'is', null)
          .orderBy('draw_at')
          .executeTakeFirstOrThrow();
        const draw: TestDraw = {
          id: Number(row0.id),
          gameId: game.gameId,
          numero: row0.numero,
          drawAt: Date.parse(row0.draw_at),
          lockAt: Date.parse(row0.lock_at),
          seed: '',
        };
        const bettors = [await bettor(game, draw), await bettor(game, draw)];
        // The draw's time has come: the sweep draws and settles while the operator voids.
        t.clock.now = draw.drawAt + 1;
        // Odd rounds give the void a head start of a few ms (on SQLite the first claim wins).
        const sweepSoon = async () => {
          if (round % 2 === 1) await new Promise((resolve) => setTimeout(resolve, round));
          return runLotterySweep(t.ctx);
        };
        const [response] = await Promise.all([
          post(admin, voidUrl(draw), { reason: `race ${round}` }),
          sweepSoon(),
          sweepSoon(),
        ]);
        await runLotterySweep(t.ctx);
        const row = await db
          .selectFrom('lottery_draws')
          .select(['result', 'voided_at'])
          .where('id', '=', draw.id)
          .executeTakeFirstOrThrow();
        expect(row.result === null).toBe(row.voided_at !== null);
        if (row.voided_at !== null) {
          outcomes.voided += 1;
          expect(response.statusCode).toBe(200);
        } else {
          outcomes.drawn += 1;
          expectError(response, 409, 'bo.lottery.draw.drawn');
        }
        for (const { member, placed, funds } of bettors) {
          let paid = 0;
          for (const bet of placed.bets) {
            const refunds = await transfersWithKey(voidRefundKey(bet.betId));
            const wins = await transfersWithKey(winKey(bet.betId));
            expect(refunds.length + wins.length).toBeLessThanOrEqual(1);
            if (row.voided_at !== null) expect(refunds).toHaveLength(1);
            else expect(refunds).toHaveLength(0);
            paid += [...refunds, ...wins].reduce((sum, x) => sum + Number(x.amount_cents), 0);
          }
          expect(await memberBalance(db, member.id)).toBe(funds - placed.totalCostCents + paid);
        }
      }
    } finally {
      t.clock.now = saved;
    }
    expect(outcomes.voided + outcomes.drawn).toBe(6);
    await expectLedgerBalanced(db);
  });
});

describe('games and schedules', () => {
  const body = (game: BoLotteryGame, change: Partial<Record<string, unknown>>) => ({
    enabled: game.enabled,
    lockSeconds: game.lockSeconds,
    drawDays: game.drawDays,
    drawTime: game.drawTime,
    intervalMinutes: game.intervalMinutes,
    reason: 'schedule review',
    ...change,
  });

  async function gameOf(gameId: number): Promise<BoLotteryGame> {
    const list = BoLotteryGameList.parse(okValue(await get(risk, BO_LOTTERY_API.games)));
    return list.games.find((game) => game.gameId === gameId)!;
  }

  it('changes the lock at any time and the draw times only with the game off and no bets', async () => {
    const db = t.database.db;
    const test = await insertLotteryGame(db, 'digits5');
    const url = boLotteryPath(BO_LOTTERY_API.game, test.gameId);
    const withBets = await insertDraw(db, test, { drawAt: t.clock.now + 5 * MINUTE });
    const betless = await insertDraw(db, test, { drawAt: t.clock.now + 6 * MINUTE });
    const { member, funds } = await bettor(test, withBets);
    let game = await gameOf(test.gameId);
    expect(game).toMatchObject({ enabled: true, pendingDraws: 2, openBets: 2, intervalMinutes: 1 });

    // The lock: applies at once to draws opened from now on, audited.
    game = BoLotteryGame.parse(okValue(await post(admin, url, body(game, { lockSeconds: 20 }))));
    expect(game.lockSeconds).toBe(20);
    expect(await auditRows('lottery.game.update', test.gameId)).toHaveLength(1);
    expectError(await post(admin, url, body(game, { lockSeconds: 60 })), 400, 'request.invalid');

    // Draw times: refused while on, then while a pending draw has bets.
    expectError(
      await post(admin, url, body(game, { intervalMinutes: 5 })),
      409,
      'bo.lottery.schedule.enabled',
    );
    expectError(
      await post(admin, url, body(game, { enabled: false, intervalMinutes: 5 })),
      409,
      'bo.lottery.schedule.pending',
    );
    // Voiding the draw with bets lets the change through; the betless draw is retired.
    okValue(await post(admin, voidUrl(withBets), { reason: 'reschedule' }));
    expect(await memberBalance(db, member.id)).toBe(funds);
    game = BoLotteryGame.parse(
      okValue(await post(admin, url, body(game, { enabled: false, intervalMinutes: 5 }))),
    );
    expect(game).toMatchObject({ enabled: false, intervalMinutes: 5, pendingDraws: 0 });
    const retired = await db
      .selectFrom('lottery_draws')
      .select(['voided_at', 'void_reason'])
      .where('id', '=', betless.id)
      .executeTakeFirstOrThrow();
    expect(retired.void_reason).toBe('schedule change');
    const audit = await auditRows('lottery.game.update', test.gameId);
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ intervalMinutes: 1, enabled: true });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
      intervalMinutes: 5,
      enabled: false,
      voidedDraws: [betless.numero],
    });

    // Nothing changed: no audit row.
    okValue(await post(admin, url, body(game, {})));
    expect(await auditRows('lottery.game.update', test.gameId)).toHaveLength(2);

    // Back on: the sweep opens draws of the new schedule (every 5 minutes). Within the lock
    // (20 s) of a five-minute mark the first of them is already locked: still one of the two.
    okValue(await post(admin, url, body(game, { enabled: true })));
    await runLotterySweep(t.ctx);
    game = await gameOf(test.gameId);
    expect(game.pendingDraws).toBe(2);
    const opened = BoLotteryDrawPage.parse(
      okValue(await get(admin, `${BO_LOTTERY_API.draws}?gameId=${test.gameId}&order=asc`)),
    ).rows.filter((row) => ['open', 'upcoming', 'locked'].includes(row.status));
    expect(opened).toHaveLength(2);
    expect(Date.parse(opened[1]!.drawAt) - Date.parse(opened[0]!.drawAt)).toBe(5 * MINUTE);
    await expectLedgerBalanced(db);
  });
});
