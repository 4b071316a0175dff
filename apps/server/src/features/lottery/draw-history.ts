import type { Kysely } from 'kysely';
import { isResultLayout } from '@app/contracts';
import type { Database, LotteryDrawsTable } from '../../db/schema/tables.ts';
import { enabledGames } from './draws.repository.ts';
import { drawResult, newSeed, scheduleOf } from './draws.service.ts';
import { nextDraw } from './schedule.ts';

/** How far back a new database's demo history reaches: a week of trad draws, half an hour of ent. */
const TRAD_HISTORY_MS = 7 * 86_400_000;
const ENT_HISTORY_MS = 30 * 60_000;

type PastDraw = Omit<LotteryDrawsTable, 'id' | 'voided_at' | 'void_reason'>;

/**
 * The demo's history: on a new database every lottery game gets its past draws (a week of
 * regional results, the last half hour of the quick games), made exactly as live draws are —
 * a node:crypto seed, its hash, the result from the seed — so the lobby, the home widget and
 * the archive have results to show and verify from the first start. Only games with no draw
 * at all get one: a restart never invents draws for time the server was down (decision 015).
 * Returns how many draws it wrote.
 */
export async function seedDrawHistory(db: Kysely<Database>, now: number): Promise<number> {
  const withDraws = new Set(
    (await db.selectFrom('lottery_draws').select('game_id').distinct().execute()).map(
      (row) => row.game_id,
    ),
  );
  const draws: PastDraw[] = [];
  for (const game of await enabledGames(db)) {
    const schedule = scheduleOf(game);
    if (!schedule || withDraws.has(game.game_id) || !isResultLayout(game.layout)) continue;
    const layout = game.layout;
    let after = now - (schedule.playType === 'trad' ? TRAD_HISTORY_MS : ENT_HISTORY_MS);
    for (;;) {
      const draw = nextDraw(schedule, after);
      if (!draw || draw.drawAt > now) break;
      const { seed, seedHash } = newSeed();
      const drawnAt = new Date(draw.drawAt).toISOString();
      draws.push({
        game_id: game.game_id,
        numero: draw.numero,
        draw_at: drawnAt,
        lock_at: new Date(draw.lockAt).toISOString(),
        seed,
        seed_hash: seedHash,
        result: drawResult({ gameCode: game.code, numero: draw.numero, layout }, seed),
        drawn_at: drawnAt,
        // Nobody could bet on them: nothing to settle.
        settled_at: drawnAt,
        created_at: new Date(draw.lockAt).toISOString(),
      });
      after = draw.drawAt;
    }
  }
  for (let start = 0; start < draws.length; start += 200) {
    await db
      .insertInto('lottery_draws')
      .values(draws.slice(start, start + 200))
      .onConflict((oc) => oc.columns(['game_id', 'numero']).doNothing())
      .execute();
  }
  return draws.length;
}
