import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerGroup,
  GameClassification,
  GameType,
  LOTTERY_MIN_UNIT_STAKE_CENTS,
  REGISTER_FIELDS,
  ResourceType,
  WhitelabelFlag,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import { DEMO_HOT_MATCHES, DEMO_NEWS } from './home-widgets.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { TestDatabase } from '../../testing/test-app.ts';
import { createMigrator, migrateToLatest } from '../database.ts';
import type { Database } from '../schema/tables.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildCatalogue } from './catalogue.ts';
import { LOTTERY_GAMES } from './lottery-games.ts';
import { seedDatabase } from './seed.ts';
import { DEMO_MESSAGES } from './messages.ts';
import { DEMO_AGENT_OPENING_CENTS, DEMO_AGENT_REBATES } from './agent-money.ts';
import {
  DEMO_AGENT,
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_MEMBER,
  DEMO_MERCHANT_TEXTS,
  DEMO_PROMOTIONS,
  DEMO_REGISTER_FIELDS,
  DEMO_SERVICE,
} from './merchant-data.ts';
import { DEMO_CHANNEL_TEXTS } from './cashier.ts';
import { EXTRA_PROMOTIONS, HELP_TOPICS } from './promotions-help.ts';

/** Rows the demo texts make in content_translations: fields x entities x 2 languages. */
const TRANSLATION_ROWS =
  2 *
    (DEMO_BANNERS.length +
      2 * DEMO_ANNOUNCEMENTS.length +
      2 * DEMO_PROMOTIONS.length +
      DEMO_SERVICE.length +
      Object.keys(DEMO_MERCHANT_TEXTS).length +
      1 +
      // Home widgets (decision 020): league and teams of each match; title, summary, body of news.
      3 * DEMO_HOT_MATCHES.length +
      3 * DEMO_NEWS.length +
      // Inbox messages (migration 012): title and content.
      2 * DEMO_MESSAGES.length +
      // Cashier (issue 9): name and instructions of each payment channel.
      2 * Object.keys(DEMO_CHANNEL_TEXTS).length +
      // Issue 7: title and content of the other promotions and of the help topics.
      2 * EXTRA_PROMOTIONS.length +
      2 * HELP_TOPICS.length) +
  // Issue 18: the Vietnamese title and content of every demo promotion (one language).
  2 * (DEMO_PROMOTIONS.length + EXTRA_PROMOTIONS.length);

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

/** Accounts tables (migration 003) the seed fills. */
const ACCOUNT_TABLES = [
  'register_fields',
  'members',
  'affiliate_codes',
  'ledger_accounts',
  'ledger_transfers',
  'ledger_entries',
  // Issue 8: the demo agent's rebate rates (migration 017).
  'agent_rebates',
] as const;

const ALL_TABLES = [...TABLES, ...ACCOUNT_TABLES] as const;

/** Rows the accounts seed makes: every field rule, two demo accounts, one opening credit. */
const ACCOUNT_ROWS = {
  register_fields: REGISTER_FIELDS.length,
  // agent01, demo and agent02 (the sub-agent of the contract demo, decision 024).
  members: 3,
  affiliate_codes: 1,
  // The demo member's and agent's accounts and the house 'bonus' account; two opening
  // credits (issue 8 gives agent01 one to transfer to downlines), one entry per side.
  ledger_accounts: 3,
  ledger_transfers: 2,
  ledger_entries: 4,
  agent_rebates: Object.keys(DEMO_AGENT_REBATES).length,
};

async function counts(
  db: Kysely<Database>,
  tables: readonly (typeof ALL_TABLES)[number][] = ALL_TABLES,
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

  it('seeds the accounts tables: field rules, the demo agent and member, one opening credit', async () => {
    const total = await counts(db, ACCOUNT_TABLES);
    expect(total).toEqual(ACCOUNT_ROWS);
  });

  it('seeds a rule for every registration field, keyed validation.<field>', async () => {
    const rows = await db.selectFrom('register_fields').selectAll().execute();
    expect(rows.map((row) => row.field).sort()).toEqual([...REGISTER_FIELDS].sort());
    for (const row of rows) {
      const demo = DEMO_REGISTER_FIELDS[row.field as (typeof REGISTER_FIELDS)[number]];
      expect(row).toMatchObject({
        merchant_code: 'DEMO',
        enabled: demo.enabled ? 1 : 0,
        required: demo.required ? 1 : 0,
        reg_exp: demo.regExp,
        message_key: `validation.${row.field}`,
      });
      expect(() => new RegExp(row.reg_exp)).not.toThrow();
    }
    const enabled = rows.filter((row) => row.enabled === 1).map((row) => row.field);
    expect(enabled.sort()).toEqual(
      [
        'affiliateCode',
        'email',
        'mobileNum',
        'nickname',
        'password',
        'username',
        'verificationCode',
      ].sort(),
    );
    const rule = (field: string) => new RegExp(rows.find((row) => row.field === field)!.reg_exp);
    expect(rule('username').test('abc1')).toBe(true);
    expect(rule('username').test('1abc')).toBe(false);
    expect(rule('username').test('abc')).toBe(false);
    expect(rule('username').test('a'.repeat(17))).toBe(false);
    expect(rule('password').test('abc123')).toBe(true);
    expect(rule('password').test('abcdef')).toBe(false);
    expect(rule('password').test('123456')).toBe(false);
    expect(rule('password').test('a1'.repeat(11))).toBe(false);
    expect(rule('mobileNum').test('11987654321')).toBe(true);
    expect(rule('mobileNum').test('1234567')).toBe(false);
    expect(rule('verificationCode').test('012345')).toBe(true);
    expect(rule('email').test('demo@example.com')).toBe(true);
    expect(rule('email').test('demo@example')).toBe(false);
  });

  it('turns on both registration methods and the registration captcha', async () => {
    const merchant = await db.selectFrom('merchants').selectAll().executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({
      register_username_enabled: 1,
      register_mobile_enabled: 1,
      register_captcha_enabled: 1,
      affiliate_required: 0,
      default_dialing_code: '+55',
      password_max_age_days: 0,
    });
  });

  it('seeds agent01 owning DEMO2026 on invite.demo.local, and demo with a funded wallet', async () => {
    const agent = await db
      .selectFrom('members')
      .selectAll()
      .where('user_name_key', '=', DEMO_AGENT.userName)
      .executeTakeFirstOrThrow();
    expect(agent).toMatchObject({ user_name: 'agent01', type: 1, status: 'active' });
    expect(await verifyPassword(agent.password_hash, 'demo1234')).toBe(true);
    const code = await db.selectFrom('affiliate_codes').selectAll().executeTakeFirstOrThrow();
    expect(code).toMatchObject({
      code: 'DEMO2026',
      member_id: agent.id,
      domain: 'invite.demo.local',
      enabled: 1,
    });

    const demo = await db
      .selectFrom('members')
      .selectAll()
      .where('user_name_key', '=', DEMO_MEMBER.userName)
      .executeTakeFirstOrThrow();
    expect(demo).toMatchObject({
      user_name: 'demo',
      type: 0,
      country_dialing_code: '+55',
      mobile_num: '11987654321',
      mobile_key: '+5511987654321',
      email: 'demo@example.com',
      upline_id: agent.id,
      first_time_login: 0,
    });
    expect(await verifyPassword(demo.password_hash, 'demo1234')).toBe(true);
    const wallet = await db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('member_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(Number(wallet.balance_cents)).toBe(100_000);
    const transfers = await db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('to_account_id', '=', wallet.id)
      .execute();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      to_account_id: wallet.id,
      amount_cents: 100_000,
      member_balance_cents: 100_000,
      kind: 'seed.grant',
      idempotency_key: 'seed:DEMO:demo:opening',
    });
    const bonus = await db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('owner_key', '=', 'house:bonus')
      .executeTakeFirstOrThrow();
    expect(Number(bonus.balance_cents)).toBe(-100_000 - DEMO_AGENT_OPENING_CENTS);
  });

  it('credits the opening balance once and never re-hashes the demo passwords on reseed', async () => {
    const hashes = async () =>
      db
        .selectFrom('members')
        .select(['user_name', 'password_hash'])
        .orderBy('user_name')
        .execute();
    const before = await hashes();
    await seedDatabase(db, 'DEMO');
    expect(await hashes()).toEqual(before);
    const wallet = await db
      .selectFrom('ledger_accounts')
      .innerJoin('members', 'members.id', 'ledger_accounts.member_id')
      .select('ledger_accounts.balance_cents')
      .where('members.user_name_key', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(Number(wallet.balance_cents)).toBe(100_000);
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

  it('keeps an operator-disabled field rule and affiliate code disabled on reseed', async () => {
    await db
      .updateTable('register_fields')
      .set({ enabled: 0 })
      .where('field', '=', 'email')
      .execute();
    await db.updateTable('affiliate_codes').set({ enabled: 0 }).execute();
    await seedDatabase(db, 'DEMO');
    const email = await db
      .selectFrom('register_fields')
      .select('enabled')
      .where('field', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(email.enabled).toBe(0);
    const code = await db.selectFrom('affiliate_codes').select('enabled').executeTakeFirstOrThrow();
    expect(code.enabled).toBe(0);
    await db
      .updateTable('register_fields')
      .set({ enabled: 1 })
      .where('field', '=', 'email')
      .execute();
    await db.updateTable('affiliate_codes').set({ enabled: 1 }).execute();
  });

  it('has the generated games of at least 10 vendors and every lottery game, BGS in-house', async () => {
    const total = await counts(db);
    expect(total.games).toBe(buildCatalogue().games.length);
    expect(total.games! - LOTTERY_GAMES.length).toBeGreaterThanOrEqual(540);
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
    const lottery = (row: { game_type: string }) =>
      row.game_type === 'LOTT' || row.game_type === 'ELOTT';
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
    const others = rows.filter((row) => !lottery(row));
    expect(new Set(others.map((r) => r.min_bet_cents))).toEqual(new Set([1, 5, 10, 50, 75]));
    // A lottery tile's minimum bet is the lottery's minimum stake per number.
    expect(new Set(rows.filter(lottery).map((r) => r.min_bet_cents))).toEqual(
      new Set([LOTTERY_MIN_UNIT_STAKE_CENTS]),
    );
  });

  it('makes the LTN and ELX tiles exactly the lottery games, and seeds those games once', async () => {
    const tiles = await db
      .selectFrom('games')
      .selectAll()
      .where('vendor_code', 'in', ['LTN', 'ELX'])
      .orderBy('game_id')
      .execute();
    expect(tiles.map((tile) => tile.game_id)).toEqual(LOTTERY_GAMES.map((game) => game.game_id));
    for (const [index, tile] of tiles.entries()) {
      const game = LOTTERY_GAMES[index]!;
      expect(tile).toMatchObject({
        game_code: game.code,
        node_name: game.name_en,
        game_name: game.name_en,
        game_type: game.game_type,
        vendor_code: game.vendor_code,
        game_group_id: game.game_group_id,
        lotto_mode: game.game_type === 'LOTT' ? 'Lott' : 'Elott',
        enabled: 1,
      });
    }
    const seeded = await db.selectFrom('lottery_games').selectAll().orderBy('game_id').execute();
    expect(seeded).toEqual(LOTTERY_GAMES.map((game) => ({ ...game, enabled: 1 })));
    // An operator's change survives the next start's seed.
    await db.updateTable('lottery_games').set({ enabled: 0 }).where('code', '=', 'VN_CM').execute();
    await seedDatabase(db, 'DEMO');
    const again = await db.selectFrom('lottery_games').selectAll().execute();
    expect(again).toHaveLength(LOTTERY_GAMES.length);
    expect(again.find((game) => game.code === 'VN_CM')!.enabled).toBe(0);
    await db.updateTable('lottery_games').set({ enabled: 1 }).where('code', '=', 'VN_CM').execute();
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

  // Two full seeds and every migration down and up again: slow on a busy PostgreSQL (60 s).
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
      expect(Object.keys(ACCOUNT_ROWS).length).toBe(ACCOUNT_TABLES.length);
      const before = await counts(old.database.db, baseTables);

      // What the next start does: migrate, then seed.
      expect(await migrateToLatest(old.database, old.env.DATABASE_SCHEMA)).toEqual([
        '002-content-translations',
        '003-accounts',
        '004-ledger',
        '005-vendor-wallet',
        '006-games-play',
        '007-recent-games',
        '008-slot-themes',
        '009-game-search',
        '010-favourites',
        '011-lottery',
        '012-messages',
        '013-promotions-help',
        // Issue 7: feedback and live chat.
        '014-feedback',
        '015-home-widgets',
        // Issue 8: the agent home.
        '016-agent-home',
        // Issue 8: agent money.
        '017-agent-money',
        // Issue 8: team reports.
        '018-agent-reports',
        // Issue 8: agent contracts (decision 024).
        '019-agent-contracts',
        // Cashier (issue 9, decision 025).
        '020-cashier',
        // Issue 9: the member centre.
        '021-member-centre',
        // Issue 17: vendor secrets and rounds (decision 028).
        '022-vendor-rounds',
        // Issue 17: session hand-off codes (decision 029).
        '023-handoff-codes',
        // Security issue 17: game limits (decision 030).
        '024-game-limits',
        // Issue 18: Brazilian bank details.
        '025-brazilian-bank-details',
        // Issue 18: member invites (decision 035).
        '026-member-referrals',
        // Issue 19: the game provider's launch tokens (decision 039).
        '027-provider-launches',
        // Issue 20: the PvP families the provider plays.
        '028-pvp-families',
        '029-backoffice',
        '030-scheduler',
        // Issue 22: the back office, part 2.
        '031-bo-content',
        '032-bo-messages',
        '033-bo-games',
        '034-bo-providers',
        '035-bo-lottery',
        '036-bo-agents',
        '037-player-protection',
        '038-kyc',
        '039-message-deliveries',
        '040-bonuses',
        '041-free-spins',
        // Issue 25: tournaments (decision 057).
        '042-tournaments',
        '043-referral-checks',
        '044-provider-bonus-play',
      ]);
      await seedDatabase(old.database.db, 'DEMO');
      await seedDatabase(old.database.db, 'DEMO');
      const after = await counts(old.database.db);
      expect(after.content_translations).toBe(TRANSLATION_ROWS);
      expect(await counts(old.database.db, ACCOUNT_TABLES)).toEqual(ACCOUNT_ROWS);
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
  }, 60_000);
});
