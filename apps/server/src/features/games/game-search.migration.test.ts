import { describe, expect, it } from 'vitest';
import { normaliseGameName } from '@app/contracts';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import { searchTailRows } from '../../db/seed/search-rows.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

describe('migration 009 (game search)', () => {
  it('gives a database seeded before it the search names and word tails, and takes them away down', async () => {
    const old = await createTestDatabase();
    try {
      const db = old.database.db;
      const schema = old.env.DATABASE_SCHEMA;
      await seedDatabase(db, 'DEMO');
      const migrator = createMigrator(old.database, schema);
      expect((await migrator.migrateTo('008-slot-themes')).error).toBeUndefined();
      // Only this test's schema: on PostgreSQL other runs' schemas have a games table too.
      const tables = async () =>
        (await db.introspection.getTables()).filter(
          (table) => schema === undefined || table.schema === schema,
        );
      const gameColumns = async () =>
        (await tables()).find((table) => table.name === 'games')!.columns.map((c) => c.name);
      expect(await gameColumns()).not.toContain('search_name');
      expect((await tables()).map((table) => table.name)).not.toContain('game_search_words');

      // Later migrations (if any) follow 009.
      expect((await migrateToLatest(old.database, schema))[0]).toBe('009-game-search');
      const games = await db
        .selectFrom('games')
        .select(['game_id', 'game_name', 'node_name', 'search_name'])
        .execute();
      expect(games.length).toBeGreaterThan(500);
      for (const game of games) {
        expect(game.search_name).toBe(normaliseGameName(game.game_name ?? game.node_name));
      }
      expect(games.find((game) => game.node_name === 'Đồng Tháp')!.search_name).toBe('dong thap');
      const tails = await db
        .selectFrom('game_search_words')
        .select(['tail', 'game_id'])
        .orderBy('tail')
        .orderBy('game_id')
        .execute();
      const expected = searchTailRows(games).sort((a, b) =>
        a.tail === b.tail ? a.game_id - b.game_id : a.tail < b.tail ? -1 : 1,
      );
      expect(tails).toEqual(expected);

      // The next start seeds again: nothing is added twice.
      await seedDatabase(db, 'DEMO');
      const again = await db
        .selectFrom('game_search_words')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(again.count)).toBe(tails.length);

      expect((await migrator.migrateTo('008-slot-themes')).error).toBeUndefined();
      expect(await gameColumns()).not.toContain('search_name');
      expect((await tables()).map((table) => table.name)).not.toContain('game_search_words');
    } finally {
      await old.cleanup();
    }
  });
});
