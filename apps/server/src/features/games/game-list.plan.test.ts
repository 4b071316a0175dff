import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { Compilable } from 'kysely';
import { insertGames } from '../../db/seed/search-rows.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { TestDatabase } from '../../testing/test-app.ts';
import { syntheticGames } from '../../testing/synthetic-games.ts';
import { countQuery, gamePageQuery } from './game-list.repository.ts';
import type { GameListFilter } from './game-list.repository.ts';

/**
 * At 10,000 games a name search stays an index lookup on both databases (decision 012): the
 * plan reads game_search_words by a range of its key and games by their key, never every row.
 * Set GAME_LIST_PLANS=1 to print the plans.
 */
describe('game list plans at 10,000 games', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDatabase(t.database.db, 'DEMO');
    await insertGames(t.database.db, syntheticGames(10_000));
    // Fresh statistics, as autovacuum keeps them on a running PostgreSQL.
    if (t.database.kind === 'postgres') await sql`ANALYZE`.execute(t.database.db);
  }, 60_000);
  afterAll(() => t.cleanup());

  /** The plan of a query with its parameters bound, as the server runs it. */
  async function plan(query: Compilable<unknown>): Promise<string> {
    const { sql: text, parameters } = query.compile();
    const prefix = t.database.kind === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
    const result = await t.database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + text, [...parameters]),
    );
    const lines = result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail));
    const shown = lines.join('\n');
    if (process.env.GAME_LIST_PLANS) console.log(`[${t.database.kind}]\n${shown}`);
    return shown;
  }

  const page = { offset: 0, limit: 50 };

  // Broad terms match a tenth of the games (1,000 and more).
  it.each([
    { term: 'duong len', broad: false },
    { term: 'coracao val', broad: false },
    { term: 'golden fortune deluxe 12', broad: false },
    { term: 'ceara', broad: true },
    { term: 'mega', broad: true },
  ])('finds "$term" through the word key', async ({ term, broad }) => {
    const filters: GameListFilter[] = [
      { gameType: 'RNG', nameTerm: term },
      { nameTerm: term },
      { gameType: 'RNG', vassalage: 'SLX', maxMinBetCents: 50, nameTerm: term },
    ];
    for (const filter of filters) {
      for (const query of [
        gamePageQuery(t.database.db, filter, page),
        countQuery(t.database.db, filter),
      ]) {
        const text = await plan(query);
        if (t.database.kind === 'sqlite') {
          expect(text).toContain('SEARCH game_search_words USING PRIMARY KEY (tail>? AND tail<?)');
          expect(text).toContain('SEARCH games USING INTEGER PRIMARY KEY (rowid=?)');
          expect(text).not.toMatch(/SCAN (games|game_search_words)/);
        } else {
          // The words are always read by their key. For a broad term PostgreSQL may rather
          // hash the matches and read games whole (10,000 rows cost it less than 1,000 probes);
          // for a narrow one it probes games by key.
          expect(text).toMatch(
            /(Index|Index Only|Bitmap Index) Scan (using|on) game_search_words_pk/,
          );
          expect(text).not.toMatch(/Seq Scan on game_search_words/);
          if (!broad) expect(text).not.toMatch(/Seq Scan on games/);
        }
      }
    }
  });

  it('pages a game type through its index', async () => {
    const text = await plan(gamePageQuery(t.database.db, { gameType: 'RNG' }, page));
    if (t.database.kind === 'sqlite')
      expect(text).toContain('SEARCH games USING INDEX games_type_idx');
    else expect(text).not.toMatch(/Seq Scan on games/);
  });
});
