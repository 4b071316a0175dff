import { CamelCasePlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { prepared } from './prepared.ts';

describe('prepared statements', () => {
  let one: TestDatabase;
  let two: TestDatabase;
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestDatabase('seeded'), createTestDatabase('seeded')]);
  });
  afterAll(async () => {
    await Promise.all([one.cleanup(), two.cleanup()]);
  });

  it("compiles once per database and runs with each call's values, keeping its own constants", async () => {
    let builds = 0;
    const bgsGame = prepared((db, p: { gameId: number; enabled: number }) => {
      builds += 1;
      return db
        .selectFrom('games')
        .select(['game_id', 'vendor_code'])
        .where('game_id', '=', p.gameId)
        .where('vendor_code', '=', 'BGS')
        .where('enabled', '=', p.enabled);
    });
    const games = await one.database.db
      .selectFrom('games')
      .select(['game_id', 'vendor_code', 'enabled'])
      .where('enabled', '=', 1)
      .orderBy('game_id')
      .execute();
    const bgs = games.find((g) => g.vendor_code === 'BGS')!;
    const other = games.find((g) => g.vendor_code !== 'BGS')!;
    expect(await bgsGame(one.database.db, { gameId: bgs.game_id, enabled: 1 })).toEqual([
      { game_id: bgs.game_id, vendor_code: 'BGS' },
    ]);
    // The constant 'BGS' stays in the statement; the values change from call to call.
    expect(await bgsGame(one.database.db, { gameId: other.game_id, enabled: 1 })).toEqual([]);
    expect(await bgsGame(one.database.db, { gameId: bgs.game_id, enabled: 0 })).toEqual([]);
    // Inside a transaction of the same database: still compiled once.
    await one.database.db
      .transaction()
      .execute((trx) => bgsGame(trx, { gameId: bgs.game_id, enabled: 1 }));
    expect(builds).toBe(1);
    // Another database compiles its own.
    expect(await bgsGame(two.database.db, { gameId: bgs.game_id, enabled: 1 })).toHaveLength(1);
    expect(builds).toBe(2);
  });

  it('refuses a builder that leaves a value out of the parameters', async () => {
    // A value written into the SQL text instead of passed as a parameter.
    const lost = prepared((db, p: { gameId: number }) =>
      db
        .selectFrom('games')
        .select('game_id')
        .where(sql<boolean>`${sql.lit(p.gameId)} = 1`),
    );
    await expect(lost(one.database.db, { gameId: 1 })).rejects.toThrow();
    const unused = prepared((db, p: { gameId: number }) => {
      void p.gameId;
      return db.selectFrom('games').select('game_id');
    });
    await expect(unused(one.database.db, { gameId: 1 })).rejects.toThrow(/not a parameter/);
  });

  it('runs only on handles without plugins, whose SQL and rows are what it compiled', async () => {
    const ids = prepared((db, p: { gameId: number }) =>
      db.selectFrom('games').select('game_id').where('game_id', '=', p.gameId),
    );
    const camel = one.database.db.withPlugin(new CamelCasePlugin());
    await expect(ids(camel, { gameId: 1 })).rejects.toThrow(/without plugins/);
  });
});
