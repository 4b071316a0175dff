import { describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import { buildCatalogue } from '../../db/seed/catalogue.ts';
import { insertGames, searchTailRows } from '../../db/seed/search-rows.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { insertMember } from '../../testing/members.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

const LOTTERY_VENDORS = ['LTN', 'ELX'];

/** Tiles like the ones seeded before issue 6: invented names, 40 LTN and 24 ELX games. */
function oldTiles() {
  const tiles = buildCatalogue().games.filter((game) => LOTTERY_VENDORS.includes(game.vendor_code));
  const template = tiles[0]!;
  const make = (vendor: string, type: string, count: number, firstId: number, word: string) =>
    Array.from({ length: count }, (_, index) => ({
      ...template,
      game_id: firstId + index,
      node_id: String(100_000 + firstId + index),
      node_name: `${word} ${index + 1}`,
      game_name: `${word} ${index + 1}`,
      game_code: `${vendor}_OLD_${index + 1}`,
      game_type: type,
      vendor_code: vendor,
      lotto_mode: type === 'LOTT' ? 'Lott' : 'Elott',
    }));
  return [
    ...make('LTN', 'LOTT', 40, 11_001, 'Recife Quina'),
    ...make('ELX', 'ELOTT', 24, 12_001, 'Rapid Ball'),
  ];
}

/** A games row without the columns later migrations added (033: the hot list's own order). */
function asOf010<T extends object>(rows: T[]): Omit<T, 'hot_sequence'>[] {
  return rows.map((row) => {
    const { hot_sequence: _later, ...game } = row as T & { hot_sequence?: number };
    return game;
  });
}

describe('migration 011 (lottery tiles)', () => {
  it('replaces the invented LTN and ELX tiles of a seeded database by the lottery games', async () => {
    const old = await createTestDatabase();
    try {
      const db = old.database.db;
      const schema = old.env.DATABASE_SCHEMA;
      await seedDatabase(db, 'DEMO');
      const migrator = createMigrator(old.database, schema);
      expect((await migrator.migrateTo('010-favourites')).error).toBeUndefined();

      // The catalogue as issue 5 left it, with a member's recent and favourite games.
      await db.deleteFrom('games').where('vendor_code', 'in', LOTTERY_VENDORS).execute();
      await insertGames(db, oldTiles());
      const member = await insertMember(db);
      const now = new Date().toISOString();
      for (const gameId of [1001, 11_001, 11_040, 12_024]) {
        await db
          .insertInto('recent_games')
          .values({ member_id: member.id, game_id: gameId, launched_at: now })
          .execute();
        await db
          .insertInto('favourite_games')
          .values({ member_id: member.id, game_id: gameId, created_at: now })
          .execute();
      }
      const othersBefore = await db
        .selectFrom('games')
        .selectAll()
        .where('vendor_code', 'not in', LOTTERY_VENDORS)
        .orderBy('game_id')
        .execute();
      const otherWordsBefore = await db
        .selectFrom('game_search_words')
        .select(['tail', 'game_id'])
        .where(
          'game_id',
          'in',
          othersBefore.map((game) => game.game_id),
        )
        .orderBy('game_id')
        .orderBy('tail')
        .execute();

      // 011 first; later migrations (015 on) follow it.
      expect((await migrateToLatest(old.database, schema))[0]).toBe('011-lottery');

      const expected = buildCatalogue().games.filter((game) =>
        LOTTERY_VENDORS.includes(game.vendor_code),
      );
      const check = async () => {
        const tiles = await db
          .selectFrom('games')
          .selectAll()
          .where('vendor_code', 'in', LOTTERY_VENDORS)
          .orderBy('game_id')
          .execute();
        expect(asOf010(tiles)).toEqual(asOf010(expected));
        const words = await db
          .selectFrom('game_search_words')
          .select(['tail', 'game_id'])
          .where('game_id', '>=', 11_001)
          .where('game_id', '<', 13_000)
          .execute();
        const key = (row: { tail: string; game_id: number }) => `${row.game_id} ${row.tail}`;
        expect(words.map(key).sort()).toEqual(searchTailRows(expected).map(key).sort());
        // The old tiles' recent and favourite rows named other games: gone; the rest stay.
        for (const table of ['recent_games', 'favourite_games'] as const) {
          const rows = await db.selectFrom(table).select('game_id').execute();
          expect(rows.map((row) => row.game_id)).toEqual([1001]);
        }
        expect(
          asOf010(
            await db
              .selectFrom('games')
              .selectAll()
              .where('vendor_code', 'not in', LOTTERY_VENDORS)
              .orderBy('game_id')
              .execute(),
          ),
        ).toEqual(asOf010(othersBefore));
        expect(
          await db
            .selectFrom('game_search_words')
            .select(['tail', 'game_id'])
            .where(
              'game_id',
              'in',
              othersBefore.map((game) => game.game_id),
            )
            .orderBy('game_id')
            .orderBy('tail')
            .execute(),
        ).toEqual(otherWordsBefore);
      };
      await check();
      // Search finds the Vietnamese names typed without their accents.
      const dongThap = await db
        .selectFrom('game_search_words')
        .select('game_id')
        .where('tail', '=', 'dong thap')
        .execute();
      expect(dongThap.map((row) => row.game_id)).toEqual([
        expected.find((game) => game.game_code === 'VN_DT')!.game_id,
      ]);

      // The next start seeds: the lottery games are added, the catalogue stays as it is.
      await seedDatabase(db, 'DEMO');
      await check();
      // Down and up again: the tiles stay the lottery games.
      expect((await migrator.migrateTo('010-favourites')).error).toBeUndefined();
      // 011 first; later migrations (015 on) follow it.
      expect((await migrateToLatest(old.database, schema))[0]).toBe('011-lottery');
      await check();
    } finally {
      await old.cleanup();
    }
  });
});
