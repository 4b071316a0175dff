import { createHash, randomBytes } from 'node:crypto';
import { fairDraw } from '@app/contracts/fair-draw';
import type { LiveRoundsTable } from '../db/schema.ts';
import { LIVE_GAMES } from './games/index.ts';
import type { LiveTable } from './tables.ts';

/**
 * A studio round's seed and result (decision 040). The seed is drawn with node:crypto when the
 * round opens and its SHA-256 is published with the round, before any bet; the result is the
 * fair draw of that seed with the table code as client seed and the round number as nonce,
 * the same stream the slots use, so the seed revealed with the result lets anyone replay it.
 */
export function newLiveRound(table: LiveTable, number: number, opensAtMs: number): LiveRoundsTable {
  const seed = randomBytes(32).toString('hex');
  const closes = opensAtMs + table.bettingMs;
  return {
    id: `${table.code.slice(0, 40)}-${number}`,
    table_code: table.code,
    number,
    family: table.family,
    status: 'betting',
    server_seed: seed,
    server_seed_hash: createHash('sha256').update(seed).digest('hex'),
    result: null,
    opens_at: new Date(opensAtMs).toISOString(),
    closes_at: new Date(closes).toISOString(),
    result_at: new Date(closes + table.dealMs).toISOString(),
    settled_at: null,
    bet_count: 0,
  };
}

export function liveResultOf(
  round: Pick<LiveRoundsTable, 'server_seed' | 'table_code' | 'number' | 'family'>,
) {
  const game = LIVE_GAMES[round.family as keyof typeof LIVE_GAMES];
  return game.drawResult(fairDraw(round.server_seed, round.table_code, round.number));
}

/** What everyone at the table may see of a round: never the seed or result before their time. */
export function publicLiveRound(round: LiveRoundsTable) {
  const settled = round.status === 'settled';
  const result = settled && round.result ? (JSON.parse(round.result) as unknown) : null;
  return {
    id: round.id,
    number: round.number,
    status: round.status,
    seedHash: round.server_seed_hash,
    opensAt: round.opens_at,
    closesAt: round.closes_at,
    resultAt: round.result_at,
    result,
    road:
      result === null
        ? null
        : LIVE_GAMES[round.family as keyof typeof LIVE_GAMES].roadEntry(result),
    seed: settled ? round.server_seed : null,
  };
}

export type PublicLiveRound = ReturnType<typeof publicLiveRound>;
