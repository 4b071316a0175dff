import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCommand } from '../../testing/merchant-command.ts';
import {
  accountBalance,
  createLotteryTestApp,
  fundMember,
  insertDraw,
  insertLotteryGame,
  type LotteryTestApp,
} from '../../testing/lottery.ts';
import { insertMember } from '../../testing/members.ts';
import { placeBets } from '../lottery/bets.service.ts';
import type { Exposure } from './exposure.ts';
import { DEFAULT_GAME_LIMITS } from './game-limits.service.ts';

/** `npm run merchant -- exposure` and `-- limits` (decision 030). */
describe('merchant exposure command', () => {
  let t: LotteryTestApp;
  beforeAll(async () => {
    t = await createLotteryTestApp();
  });
  afterAll(() => t.cleanup());

  const command = (...args: string[]) => merchantCommand(t.database.db, ...args);

  it('prints the limits, the house balances and the worst case of the open lottery bets', async () => {
    const db = t.database.db;
    const game = await insertLotteryGame(db, 'north');
    const draw = await insertDraw(db, game, { drawAt: t.clock.now + 3_600_000 });
    const member = await insertMember(db);
    await fundMember(db, member.id, 100_000);
    const houseBefore = await accountBalance(db, 'house:lottery');
    await placeBets(
      t.ctx,
      member.id,
      {
        gameId: game.gameId,
        numero: draw.numero,
        prizeMode: 'Lott',
        requestId: 'exposure-slip-01',
        lines: [
          // de pays 95 times, one pick at most: 1.00 x 95 = 95.00
          { betType: 'de', picks: ['12', '34'], unitStakeCents: 100 },
          // lo2 pays 80 times a prize cell, 27 cells in the north: 2.00 x 80 x 27 = 4,320.00
          { betType: 'lo2', picks: ['05'], unitStakeCents: 200 },
        ],
      },
      'EN',
    );

    const result = await command('exposure');
    expect(result.code).toBe(0);
    const exposure = JSON.parse(result.out) as Exposure;
    expect(exposure.merchant).toBe('DEMO');
    expect(exposure.limits).toEqual([
      {
        kind: 'slot',
        gameId: 0,
        game: 'every slot game',
        ...DEFAULT_GAME_LIMITS.slot,
        source: 'settings',
      },
      {
        kind: 'lottery',
        gameId: 0,
        game: 'every lottery game',
        ...DEFAULT_GAME_LIMITS.lottery,
        source: 'settings',
      },
    ]);
    expect(exposure.houseAccounts).toContainEqual({
      account: 'house:lottery',
      balanceCents: houseBefore + 200 + 5_400,
    });
    expect(exposure.openLotteryBets).toMatchObject({
      count: 2,
      stakeCents: 5_600,
      worstCasePayoutCents: 9_500 + 432_000,
    });
    expect(exposure.openLotteryBets.byGame).toEqual([
      { game: game.code, count: 2, stakeCents: 5_600, worstCasePayoutCents: 441_500 },
    ]);
  });

  it('sets the limits of a kind or of one game, and refuses bad usage', async () => {
    const slot = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'game_name', 'node_name'])
      .where('vendor_code', '=', 'BGS')
      .where('slot_model', 'is not', null)
      .executeTakeFirstOrThrow();
    const set = await command('limits', 'slot', '250.50', '20000', String(slot.game_id));
    expect(set.code).toBe(0);
    const exposure = JSON.parse(set.out) as Exposure;
    expect(exposure.limits).toContainEqual({
      kind: 'slot',
      gameId: slot.game_id,
      game: slot.game_name ?? slot.node_name,
      maxStakeCents: 25_050,
      maxWinCents: 2_000_000,
      source: 'settings',
    });
    expect((await command('limits', 'lottery', '5000', '400000')).code).toBe(0);
    const lotteryGame = await t.database.db
      .selectFrom('lottery_games')
      .select(['game_id', 'code'])
      .executeTakeFirstOrThrow();
    const own = await command('limits', 'lottery', '100', '9000', String(lotteryGame.game_id));
    expect((JSON.parse(own.out) as Exposure).limits).toContainEqual({
      kind: 'lottery',
      gameId: lotteryGame.game_id,
      game: lotteryGame.code,
      maxStakeCents: 10_000,
      maxWinCents: 900_000,
      source: 'settings',
    });
    const lottery = (JSON.parse((await command('exposure')).out) as Exposure).limits.find(
      (line) => line.kind === 'lottery' && line.gameId === 0,
    );
    expect(lottery).toMatchObject({ maxStakeCents: 500_000, maxWinCents: 40_000_000 });

    for (const bad of [
      ['limits'],
      ['limits', 'crash', '1', '2'],
      ['limits', 'slot', '0', '2'],
      ['limits', 'slot', '1', 'lots'],
      ['limits', 'slot', '1', '2', '-3'],
      ['exposure', 'now'],
    ]) {
      const refused = await command(...bad);
      expect(refused.code, bad.join(' ')).toBe(1);
      expect(refused.err).not.toBe('');
    }
  });
});
