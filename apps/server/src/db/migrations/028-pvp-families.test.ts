import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../seed/catalogue.ts';
import { createSeededTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { up } from './028-pvp-families.ts';

/**
 * Migration 028 on a database seeded before issue 20: 64 PvP rows of eight families become the
 * 48 hold'em, Truco and domino titles the provider plays (same ids, new names and codes, search
 * words rebuilt), the rest switched off, never deleted.
 */
describe('migration 028: the PvP families the provider plays', () => {
  let t: TestDatabase;
  const OLD = ['Poker', 'Rummy', 'Domino', 'Truco', 'Buraco', 'Sueca', 'Bisca', 'Tranca'];

  beforeAll(async () => {
    t = await createSeededTestDatabase('DEMO');
    // The rows an older seed wrote: 64 titles of eight families at ids 7001..7064.
    const template = await t.database.db
      .selectFrom('games')
      .selectAll()
      .where('vendor_code', '=', 'PVK')
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('game_search_words')
      .where('game_id', '>=', 7001)
      .where('game_id', '<=', 7064)
      .execute();
    await t.database.db.deleteFrom('games').where('vendor_code', '=', 'PVK').execute();
    for (let i = 0; i < 64; i += 1) {
      const name = `${OLD[i % 8]} Old ${i}`;
      await t.database.db
        .insertInto('games')
        .values({
          ...template,
          game_id: 7001 + i,
          node_id: String(107_001 + i),
          game_code: `PVK_OLD_${i}`,
          node_name: name,
          game_name: name,
          search_name: name.toLowerCase(),
        })
        .execute();
    }
    await up(t.database.db as never);
  });

  afterAll(async () => {
    await t.cleanup();
  });

  it('renames the first 48 to the new titles and switches the rest off', async () => {
    const rows = await t.database.db
      .selectFrom('games')
      .select(['game_id', 'game_code', 'node_name', 'enabled'])
      .where('vendor_code', '=', 'PVK')
      .orderBy('game_id')
      .execute();
    const expected = buildCatalogue().games.filter((g) => g.vendor_code === 'PVK');
    expect(expected).toHaveLength(48);
    expect(rows.slice(0, 48).map((r) => r.game_code)).toEqual(expected.map((g) => g.game_code));
    expect(
      rows.slice(0, 48).every((r) => r.enabled === 1 && /^(Poker|Truco|Domino) /.test(r.node_name)),
    ).toBe(true);
    expect(rows.slice(48).every((r) => r.enabled === 0)).toBe(true);
    const words = await t.database.db
      .selectFrom('game_search_words')
      .select('tail')
      .where('game_id', '=', 7001)
      .execute();
    expect(words.map((w) => w.tail)).toContain('poker duel');
  });
});
