/**
 * The game list scenarios' catalogue: 10,000 made-up games written straight into the running
 * server's database (the same file or schema) before the run, and what one uncached page costs
 * there (the bench's requests are answered from the list cache after the first one).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { insertGames } from '../apps/server/src/db/seed/search-rows.ts';
import {
  buildGameList,
  toListFilter,
} from '../apps/server/src/features/games/game-list.service.ts';
import { syntheticGames } from '../apps/server/src/testing/synthetic-games.ts';
import { GameListQuery } from '@app/contracts';
import type { DatabaseEnv } from '../e2e/support/server.ts';

export const BENCH_GAMES = 10_000;

export async function seedBenchGames(database: DatabaseEnv): Promise<void> {
  const opened = await openDatabase(database);
  try {
    await insertGames(opened.db, syntheticGames(BENCH_GAMES));
  } finally {
    await opened.destroy();
  }
}

/** Median milliseconds of building one page (count and rows) from the database, no cache. */
export async function uncachedPageMs(
  database: DatabaseEnv,
  query: Record<string, string>,
  runs = 200,
): Promise<number> {
  const opened = await openDatabase(database);
  try {
    const parsed = GameListQuery.parse(query);
    const ctx = { db: opened.db };
    const filter = toListFilter(parsed);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await buildGameList(ctx, filter, parsed.pageNo, parsed.pageSize, 'PT');
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  } finally {
    await opened.destroy();
  }
}
