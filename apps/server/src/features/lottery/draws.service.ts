import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawResultSync, isResultLayout, type ResultLayout } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import {
  drawKey,
  dueDraws,
  enabledGames,
  insertDraws,
  upcomingDrawKeys,
  writeResult,
  type LotteryGameRow,
  type NewDraw,
} from './draws.repository.ts';
import { nextDraw, type DrawSchedule } from './schedule.ts';

/**
 * Opening and drawing lottery draws (decision 015, sweep steps 1 and 2). A draw's seed comes
 * from node:crypto when its row is made and its SHA-256 is public from then on; the result is
 * HMAC-SHA256 of the draw keyed by that seed, so it is fixed before anyone can bet and anyone
 * can recompute it once the seed is revealed.
 */

export interface DrawSeed {
  /** Hex of 32 random bytes: secret until the draw has its result. */
  seed: string;
  /** Hex of the SHA-256 of the raw seed bytes. */
  seedHash: string;
}

export function newSeed(): DrawSeed {
  const bytes = randomBytes(32);
  return {
    seed: bytes.toString('hex'),
    seedHash: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** A draw's result from its seed (hex), as the site's verifier recomputes it with WebCrypto. */
export function drawResult(
  draw: { gameCode: string; numero: string; layout: ResultLayout },
  seedHex: string,
): string {
  const key = Buffer.from(seedHex, 'hex');
  return drawResultSync(draw, (message) => createHmac('sha256', key).update(message).digest());
}

/** The game's schedule, or null for a row no schedule can read (it is then never opened). */
export function scheduleOf(game: LotteryGameRow): DrawSchedule | null {
  if (game.play_type !== 'trad' && game.play_type !== 'ent') return null;
  return {
    playType: game.play_type,
    drawDays: game.draw_days,
    drawTime: game.draw_time,
    intervalMinutes: game.interval_minutes,
    utcOffset: game.utc_offset,
    lockSeconds: game.lock_seconds,
  };
}

/**
 * Step 1: for every enabled game, its next draw after `now` and the one after it, unless they
 * exist already. The second one is on sale the moment the first locks, so a member never meets
 * a card with nothing to bet on while the locked draw waits for its time (issue 18).
 * Returns how many draws this call opened (racing instances insert each draw once).
 */
export async function openNextDraws(ctx: AppContext, now: number): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const [games, upcoming] = await Promise.all([
    enabledGames(ctx.db),
    upcomingDrawKeys(ctx.db, nowIso),
  ]);
  const draws: NewDraw[] = [];
  for (const game of games) {
    const schedule = scheduleOf(game);
    const next = schedule && nextDraw(schedule, now);
    const following = next && nextDraw(schedule, next.drawAt);
    for (const draw of [next, following]) {
      if (!draw || upcoming.has(drawKey(game.game_id, draw.numero))) continue;
      const { seed, seedHash } = newSeed();
      draws.push({
        game_id: game.game_id,
        numero: draw.numero,
        draw_at: new Date(draw.drawAt).toISOString(),
        lock_at: new Date(draw.lockAt).toISOString(),
        seed,
        seed_hash: seedHash,
        created_at: nowIso,
      });
    }
  }
  return insertDraws(ctx.db, draws);
}

/**
 * Step 2: every draw due at `now` without a result gets it. Returns how many results this call
 * wrote. A draw of a game whose layout no rule knows is left undrawn and reported after the
 * others are done.
 */
export async function drawDueDraws(ctx: AppContext, now: number): Promise<number> {
  const nowIso = new Date(now).toISOString();
  let drawn = 0;
  const unreadable: string[] = [];
  for (const draw of await dueDraws(ctx.db, nowIso)) {
    if (!isResultLayout(draw.layout)) {
      unreadable.push(`draw ${draw.id} of game ${draw.game_id} (layout ${draw.layout})`);
      continue;
    }
    const result = drawResult(
      { gameCode: draw.game_code, numero: draw.numero, layout: draw.layout },
      draw.seed,
    );
    if (await writeResult(ctx.db, draw.id, result, nowIso)) {
      drawn += 1;
      // Every open lottery page refetches its draw (decision 062).
      ctx.live?.publish({
        type: 'draw',
        gameId: Number(draw.game_id),
        numero: draw.numero,
        state: 'drawn',
      });
      ctx.metrics?.lotteryDraws.inc({ game: draw.game_code });
    }
  }
  if (unreadable.length > 0) {
    throw new Error(`no result layout rule for lottery ${unreadable.join(', ')}`);
  }
  return drawn;
}
