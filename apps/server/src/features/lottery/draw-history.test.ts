import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDays, lotteryWeekday } from '@app/contracts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { LOTTERY_GAMES, VIETNAM_UTC_OFFSET } from '../../db/seed/lottery-games.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { seedDrawHistory } from './draw-history.ts';
import { drawResult } from './draws.service.ts';

/** The demo's past draws on a new database: real, verifiable, and never added twice. */
describe('seedDrawHistory', () => {
  let t: TestDatabase;
  const now = Date.parse('2026-11-21T12:00:00Z');

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDatabase(t.database.db, 'DEMO');
  });
  afterAll(async () => t.cleanup());

  it('gives every game its past week (trad) or half hour (ent) of drawn, verifiable draws', async () => {
    const written = await seedDrawHistory(t.database.db, now);
    const draws = await t.database.db.selectFrom('lottery_draws').selectAll().execute();
    expect(draws).toHaveLength(written);
    for (const game of LOTTERY_GAMES) {
      const own = draws.filter((draw) => draw.game_id === game.game_id);
      if (game.play_type === 'trad') {
        // One draw on each of its weekdays in the last 7 days, on the game's own days only.
        expect(own.length, game.code).toBe(drawDays(game.draw_days).length);
        for (const draw of own) {
          const weekday = lotteryWeekday(new Date(draw.draw_at), VIETNAM_UTC_OFFSET);
          expect(drawDays(game.draw_days)).toContain(weekday);
        }
      } else {
        expect(own.length, game.code).toBe(30 / game.interval_minutes!);
      }
      for (const draw of own) {
        expect(Date.parse(draw.draw_at)).toBeLessThanOrEqual(now);
        expect(createHash('sha256').update(Buffer.from(draw.seed, 'hex')).digest('hex')).toBe(
          draw.seed_hash,
        );
        expect(draw.result).toBe(
          drawResult(
            { gameCode: game.code, numero: draw.numero, layout: game.layout as 'north' },
            draw.seed,
          ),
        );
        expect(draw.drawn_at).not.toBeNull();
        expect(draw.settled_at).not.toBeNull();
      }
    }
  });

  it('adds nothing once a game has draws, so a restart invents no missed draws', async () => {
    expect(await seedDrawHistory(t.database.db, now + 3 * 86_400_000)).toBe(0);
  });
});
