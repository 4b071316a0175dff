import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerGroup,
  GameClassification,
  GameType,
  ResourceType,
  WhitelabelFlag,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { TestDatabase } from '../../testing/test-app.ts';
import { createMigrator, migrateToLatest } from '../database.ts';
import type { Database } from '../schema/tables.ts';
import { buildCatalogue } from './catalogue.ts';
import { seedDatabase } from './seed.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_MERCHANT_TEXTS,
  DEMO_PROMOTIONS,
  DEMO_SERVICE,
} from './merchant-data.ts';

/** Rows the demo texts make in content_translations: fields x entities x 2 languages. */
const TRANSLATION_ROWS =
  2 *
  (DEMO_BANNERS.length +
    2 * DEMO_ANNOUNCEMENTS.length +
    2 * DEMO_PROMOTIONS.length +
    DEMO_SERVICE.length +
    Object.keys(DEMO_MERCHANT_TEXTS).length +
    1);

const TABLES = [
  'merchants',
  'merchant_whitelabel',
  'merchant_status',
  'banners',
  'announcements',
  'promotions',
  'customer_service',
  'download_resources',
  'vendors',
  'games',
  'game_menus',
  'content_translations',
] as const;

async function counts(
  db: Kysely<Database>,
  tables: readonly (typeof TABLES)[number][] = TABLES,
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('seed', () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedDatabase(db, 'DEMO');
  });
  afterAll(() => testDb.cleanup());

  it('is idempotent: migrating and seeding again adds nothing', async () => {
    const before = await counts(db);
    expect(await migrateToLatest(testDb.database, testDb.env.DATABASE_SCHEMA)).toEqual([]);
    await seedDatabase(db, 'DEMO');
    await seedDatabase(db, 'DEMO');
    expect(await counts(db)).toEqual(before);
  });

  it('keeps operator changes on reseed (insert-if-absent, never overwrite)', async () => {
    await db.updateTable('merchant_status').set({ maintenance: 1 }).execute();
    await seedDatabase(db, 'DEMO');
    const row = await db
      .selectFrom('merchant_status')
      .select('maintenance')
      .executeTakeFirstOrThrow();
    expect(row.maintenance).toBe(1);
    await db.updateTable('merchant_status').set({ maintenance: 0 }).execute();
  });

  it('has at least 600 games from at least 10 vendors, BGS in-house', async () => {
    const total = await counts(db);
    expect(total.games).toBeGreaterThanOrEqual(600);
    expect(total.vendors).toBeGreaterThanOrEqual(10);
    const bgs = await db
      .selectFrom('vendors')
      .selectAll()
      .where('code', '=', 'BGS')
      .executeTakeFirstOrThrow();
    expect(bgs.is_inhouse).toBe(1);
    const inhouse = await db
      .selectFrom('vendors')
      .select('code')
      .where('is_inhouse', '=', 1)
      .execute();
    expect(inhouse.map((v) => v.code)).toEqual(['BGS']);
  });

  it('covers every game type with hot and new games, every classification and the picker minimum bets', async () => {
    const rows = await db
      .selectFrom('games')
      .select(['game_type', 'is_top', 'is_new', 'classification', 'min_bet_cents'])
      .execute();
    for (const type of GameType.options) {
      const ofType = rows.filter((row) => row.game_type === type);
      expect(ofType.length, type).toBeGreaterThan(0);
      expect(
        ofType.some((row) => row.is_top === 1),
        `${type} hot`,
      ).toBe(true);
      expect(
        ofType.some((row) => row.is_new === 1),
        `${type} new`,
      ).toBe(true);
    }
    expect(new Set(rows.map((r) => r.classification).filter(Boolean))).toEqual(
      new Set(GameClassification.options),
    );
    expect(new Set(rows.map((r) => r.min_bet_cents))).toEqual(new Set([1, 5, 10, 50, 75]));
  });

  it('names games uniquely and deterministically', () => {
    const first = buildCatalogue();
    const second = buildCatalogue();
    expect(second).toEqual(first);
    const codes = first.games.map((g) => g.game_code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = first.games.map((g) => `${g.vendor_code}/${g.node_name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has banners for every banner group (several for m_home)', async () => {
    const banners = await db.selectFrom('banners').select('group_name').execute();
    for (const group of BannerGroup.options) {
      expect(
        banners.some((b) => b.group_name === group),
        group,
      ).toBe(true);
    }
    expect(banners.filter((b) => b.group_name === 'm_home').length).toBeGreaterThanOrEqual(3);
  });

  it('has announcements of types PL and PU, promotions, every resource type and every flag', async () => {
    const types = await db.selectFrom('announcements').select('type').execute();
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(['PL', 'PU']));
    expect((await counts(db)).promotions).toBeGreaterThan(0);
    const resources = await db.selectFrom('download_resources').select('resource_type').execute();
    expect(new Set(resources.map((r) => r.resource_type))).toEqual(new Set(ResourceType.options));
    const flags = await db
      .selectFrom('merchant_whitelabel')
      .select('key')
      .where('kind', '=', 'flag')
      .execute();
    expect(new Set(flags.map((f) => f.key))).toEqual(new Set(WhitelabelFlag.options));
  });

  it('seeds the merchant settings: PT and EN, default PT, game language EN, normal status', async () => {
    const merchant = await db.selectFrom('merchants').selectAll().executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({
      code: 'DEMO',
      languages: 'PT,EN',
      default_language: 'PT',
      default_game_language: 'EN',
    });
    const status = await db.selectFrom('merchant_status').selectAll().executeTakeFirstOrThrow();
    expect(status.maintenance).toBe(0);
    expect(JSON.parse(status.blocked_ranges)).toEqual([]);
  });

  it('seeds every merchant text in PT and EN', async () => {
    expect((await counts(db)).content_translations).toBe(TRANSLATION_ROWS);
    const banner = await db
      .selectFrom('banners')
      .select('id')
      .where('code', '=', 'm_home-1')
      .executeTakeFirstOrThrow();
    const texts = await db
      .selectFrom('content_translations')
      .select(['language', 'text'])
      .where('entity', '=', 'banner')
      .where('entity_id', '=', banner.id)
      .where('field', '=', 'title')
      .orderBy('language')
      .execute();
    expect(texts).toEqual([
      { language: 'EN', text: DEMO_BANNERS[0]!.title.en },
      { language: 'PT', text: DEMO_BANNERS[0]!.title.pt },
    ]);
  });

  it('gives a database seeded before translations existed its texts on the next start, once', async () => {
    const old = await createTestDatabase();
    try {
      await seedDatabase(old.database.db, 'DEMO');
      // Step back to the schema as it was before migration 002: seeded data, no translations.
      const { error } = await createMigrator(old.database, old.env.DATABASE_SCHEMA).migrateTo(
        '001-initial',
      );
      expect(error).toBeUndefined();
      const baseTables = TABLES.filter((table) => table !== 'content_translations');
      const before = await counts(old.database.db, baseTables);

      // What the next start does: migrate, then seed.
      expect(await migrateToLatest(old.database, old.env.DATABASE_SCHEMA)).toEqual([
        '002-content-translations',
        '003-accounts',
      ]);
      await seedDatabase(old.database.db, 'DEMO');
      await seedDatabase(old.database.db, 'DEMO');
      const after = await counts(old.database.db);
      expect(after.content_translations).toBe(TRANSLATION_ROWS);
      expect(await counts(old.database.db, baseTables)).toEqual(before);
      const licence = await old.database.db
        .selectFrom('content_translations')
        .select('text')
        .where('entity', '=', 'merchant')
        .where('field', '=', 'licence')
        .where('language', '=', 'PT')
        .executeTakeFirstOrThrow();
      expect(licence.text).toBe(DEMO_MERCHANT_TEXTS.licence.pt);
    } finally {
      await old.cleanup();
    }
  });
});
