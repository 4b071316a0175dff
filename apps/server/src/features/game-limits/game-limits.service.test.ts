import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_GAME_LIMITS, gameLimits, setGameLimits } from './game-limits.service.ts';

/**
 * gameLimits is one statement compiled once (decision 051, third pass): the game's row wins
 * over its kind's, which wins over the defaults, and nothing is remembered between calls, so a
 * limit another process (the merchant CLI) changes applies to the very next stake.
 */
describe('gameLimits', () => {
  let t: TestApp;
  let other: AppDatabase;
  const merchant = () => t.config.MERCHANT_CODE;
  const limits = (kind: 'slot' | 'lottery', gameId?: number) =>
    gameLimits(t.database.db, merchant(), kind, gameId);

  beforeAll(async () => {
    t = await createTestApp();
    // Another connection of its own, as the merchant CLI's process has.
    other = await openDatabase(t.env);
    await t.database.db.deleteFrom('game_limits').where('merchant_code', '=', merchant()).execute();
  });
  afterAll(async () => {
    await other.destroy();
    await t.cleanup();
  });

  it('answers the defaults of a kind without rows, for the kind and for any game', async () => {
    expect(await limits('slot')).toEqual(DEFAULT_GAME_LIMITS.slot);
    expect(await limits('slot', 901)).toEqual(DEFAULT_GAME_LIMITS.slot);
    expect(await limits('lottery', 901)).toEqual(DEFAULT_GAME_LIMITS.lottery);
  });

  it("takes the kind's row, then the game's row over it, for that game only", async () => {
    const kindRow = { maxStakeCents: 5_000, maxWinCents: 500_000 };
    const gameRow = { maxStakeCents: 700, maxWinCents: 70_000 };
    await setGameLimits(t.database.db, merchant(), 'slot', kindRow);
    expect(await limits('slot')).toEqual(kindRow);
    expect(await limits('slot', 901)).toEqual(kindRow);
    await setGameLimits(t.database.db, merchant(), 'slot', gameRow, 901);
    expect(await limits('slot', 901)).toEqual(gameRow);
    expect(await limits('slot', 902)).toEqual(kindRow);
    expect(await limits('slot')).toEqual(kindRow);
    // The other kind is untouched by either row.
    expect(await limits('lottery', 901)).toEqual(DEFAULT_GAME_LIMITS.lottery);
  });

  it('a game row without a kind row still wins over the defaults', async () => {
    const gameRow = { maxStakeCents: 300, maxWinCents: 30_000 };
    await setGameLimits(t.database.db, merchant(), 'lottery', gameRow, 77);
    expect(await limits('lottery', 77)).toEqual(gameRow);
    expect(await limits('lottery', 78)).toEqual(DEFAULT_GAME_LIMITS.lottery);
    expect(await limits('lottery')).toEqual(DEFAULT_GAME_LIMITS.lottery);
  });

  it('a limit lowered through another connection applies to the next read, nothing cached', async () => {
    await limits('slot', 901); // compiled and run once on this database
    const lowered = { maxStakeCents: 100, maxWinCents: 10_000 };
    await setGameLimits(other.db, merchant(), 'slot', lowered, 901);
    expect(await limits('slot', 901)).toEqual(lowered);
    await other.db
      .deleteFrom('game_limits')
      .where('merchant_code', '=', merchant())
      .where('game_kind', '=', 'slot')
      .where('game_id', '=', 901)
      .execute();
    expect(await limits('slot', 901)).toEqual({ maxStakeCents: 5_000, maxWinCents: 500_000 });
    // The second handle runs the same statement on its own database handle.
    expect(await gameLimits(other.db, merchant(), 'slot', 901)).toEqual({
      maxStakeCents: 5_000,
      maxWinCents: 500_000,
    });
  });

  it("sees a transaction's own uncommitted row, and nothing of it after a rollback", async () => {
    const inside = { maxStakeCents: 200, maxWinCents: 20_000 };
    const rolledBack = new Error('roll back');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await setGameLimits(trx, merchant(), 'slot', inside, 903);
        expect(await gameLimits(trx, merchant(), 'slot', 903)).toEqual(inside);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await limits('slot', 903)).toEqual({ maxStakeCents: 5_000, maxWinCents: 500_000 });
  });
});
