import { describe, expect, it } from 'vitest';
import { slotTheme } from '@app/contracts';
import { createMigrator, migrateToLatest } from '../../db/database.ts';
import { buildCatalogue } from '../../db/seed/catalogue.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTestDatabase } from '../../testing/test-app.ts';

describe('migration 008 (slot themes)', () => {
  it('gives a database seeded before it themed BGS slots and the in-house games slot names and models', async () => {
    const old = await createTestDatabase();
    try {
      const db = old.database.db;
      await seedDatabase(db, 'DEMO');
      const { error } = await createMigrator(old.database, old.env.DATABASE_SCHEMA).migrateTo(
        '007-recent-games',
      );
      expect(error).toBeUndefined();
      // Only this test's schema: on PostgreSQL other runs' schemas have a games table too.
      const columns = (await db.introspection.getTables()).find(
        (t) => t.name === 'games' && t.schema === old.env.DATABASE_SCHEMA,
      )!.columns;
      expect(columns.map((c) => c.name)).not.toContain('slot_theme');
      // What 007 had: in-house games named after crash games, without a model.
      const before = await db
        .selectFrom('games')
        .select(['game_id', 'node_name', 'game_name', 'game_code', 'slot_model'])
        .where('vendor_code', '=', 'BGS')
        .where('game_type', '=', 'INHOUSE')
        .orderBy('game_id')
        .execute();
      expect(before).toHaveLength(40);
      expect(before[0]).toMatchObject({
        node_name: 'Shell Crash',
        game_code: 'BGS_SHELL_CRASH',
        slot_model: null,
      });
      // The 17th game is seeded without a game name (the node-name fallback).
      expect(before[16]!.game_name).toBeNull();
      const gamesBefore = await db.selectFrom('games').select('game_id').execute();
      const advertisedBefore = await db
        .selectFrom('announcements')
        .select('title')
        .where('title', 'like', '%Shell Crash%')
        .execute();
      expect(advertisedBefore.length).toBeGreaterThan(0);

      // Later migrations (if any) follow 008.
      expect((await migrateToLatest(old.database, old.env.DATABASE_SCHEMA))[0]).toBe(
        '008-slot-themes',
      );
      const rows = await db
        .selectFrom('games')
        .select([
          'game_id',
          'node_name',
          'game_name',
          'game_code',
          'game_type',
          'slot_model',
          'slot_theme',
        ])
        .where('vendor_code', '=', 'BGS')
        .orderBy('game_id')
        .execute();
      const catalogue = new Map(buildCatalogue().games.map((g) => [g.game_id, g]));
      expect(rows).toHaveLength(100);
      for (const row of rows) {
        const seeded = catalogue.get(row.game_id)!;
        expect(row).toEqual({
          game_id: seeded.game_id,
          node_name: seeded.node_name,
          game_name: seeded.game_name,
          game_code: seeded.game_code,
          game_type: seeded.game_type,
          slot_model: seeded.slot_model,
          slot_theme: seeded.slot_theme,
        });
        expect(row.slot_model).not.toBeNull();
        expect(slotTheme(row.slot_theme!)).not.toBeNull();
      }
      expect(rows[0]!.node_name).toBe('Shell Riches');
      expect(rows[16]!.game_name).toBeNull();
      // The seeded banner and announcement advertise the games by their new names.
      const texts = [
        ...(await db.selectFrom('banners').select('title as text').execute()),
        ...(await db.selectFrom('announcements').select('title as text').execute()),
        ...(await db.selectFrom('content_translations').select('text').execute()),
      ].map((row) => row.text);
      expect(texts.filter((text) => /Shell Crash|Coral Mines/.test(text))).toEqual([]);
      expect(texts.filter((text) => text.includes('Shell Riches')).length).toBeGreaterThan(0);
      // Nothing else changed: other vendors keep no theme; a reseed adds no game.
      const others = await db
        .selectFrom('games')
        .select('game_id')
        .where('vendor_code', '!=', 'BGS')
        .where((eb) => eb.or([eb('slot_theme', 'is not', null), eb('slot_model', 'is not', null)]))
        .execute();
      expect(others).toEqual([]);
      await seedDatabase(db, 'DEMO');
      expect(await db.selectFrom('games').select('game_id').execute()).toHaveLength(
        gamesBefore.length,
      );
    } finally {
      await old.cleanup();
    }
  });
});
