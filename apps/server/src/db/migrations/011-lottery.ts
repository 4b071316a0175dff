import type { Kysely } from 'kysely';
import { chunks } from '../dialect.ts';
import type { Database } from '../schema/tables.ts';
import { buildCatalogue } from '../seed/catalogue.ts';
import { insertGames } from '../seed/search-rows.ts';
import { flag, memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * The lottery (issue 6, decision 015): its games, their draws and the members' bets.
 *
 * - lottery_games: one row per lottery product, keyed by the catalogue game id its tile has.
 * - lottery_draws: one row per draw, unique per game and numero, so however many instances
 *   open the same draw, one row wins. The seed is secret until the result is written; its
 *   SHA-256 is published from the moment the row exists (before sales open, so before lock).
 * - lottery_bets: one row per slip line, unique per member, slip request id and line, so a
 *   retried slip is placed once. A bet is settled by the update that moves it from 'open',
 *   in the same transaction as its ledger credit.
 *
 * Data: the catalogue's LTN and ELX tiles become the lottery games (see replaceLotteryTiles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_games')
    .addColumn('game_id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('name_en', 'varchar(96)', notNull)
    .addColumn('name_pt', 'varchar(96)', notNull)
    .addColumn('name_vi', 'varchar(96)', notNull)
    /** 'LOTT' (trad, vendor LTN) or 'ELOTT' (ent, vendor ELX). */
    .addColumn('game_type', 'varchar(16)', notNull)
    .addColumn('vendor_code', 'varchar(32)', notNull)
    .addColumn('game_group_id', 'integer', notNull)
    /** 'trad' or 'ent'. */
    .addColumn('play_type', 'varchar(8)', notNull)
    /** contracts RESULT_LAYOUTS key: 'north', 'south' or 'digits5'. */
    .addColumn('layout', 'varchar(16)', notNull)
    .addColumn('prize_mode', 'varchar(8)', notNull)
    /** 1 = Sunday ... 7 = Saturday, comma-separated. */
    .addColumn('draw_days', 'varchar(16)', notNull)
    /** Trad: HH:mm on the game's clock; null for ent. */
    .addColumn('draw_time', 'varchar(8)')
    /** Ent: minutes between draws; null for trad. */
    .addColumn('interval_minutes', 'integer')
    /** Minutes east of UTC of the game's clock (Vietnam 420). */
    .addColumn('utc_offset', 'integer', notNull)
    .addColumn('lock_seconds', 'integer', notNull)
    .addColumn('tag', 'varchar(64)', notNull)
    .addColumn('menu_tag', 'varchar(64)', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .execute();

  await withId(db, db.schema.createTable('lottery_draws'))
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('lottery_games.game_id').onDelete('cascade'),
    )
    .addColumn('numero', 'varchar(32)', notNull)
    .addColumn('draw_at', 'varchar(32)', notNull)
    .addColumn('lock_at', 'varchar(32)', notNull)
    .addColumn('seed_hash', 'varchar(64)', notNull)
    /** Secret until drawn: never sent before drawn_at is set. */
    .addColumn('seed', 'varchar(64)', notNull)
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'varchar(32)')
    /** Set once no bet of the draw is open any more. */
    .addColumn('settled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('lottery_draws_game_numero', ['game_id', 'numero'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_game_time')
    .on('lottery_draws')
    .columns(['game_id', 'draw_at'])
    .execute();
  // The sweep looks for due draws without a result and drawn draws not yet settled.
  await db.schema
    .createIndex('lottery_draws_pending')
    .on('lottery_draws')
    .columns(['settled_at', 'draw_at'])
    .execute();

  await withId(db, db.schema.createTable('lottery_bets'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('draw_id', 'integer', (col) =>
      col.notNull().references('lottery_draws.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', notNull)
    .addColumn('numero', 'varchar(32)', notNull)
    /** The slip's idempotency key (PlaceBetsBody.requestId) and the line's place in it. */
    .addColumn('request_id', 'varchar(64)', notNull)
    .addColumn('line_no', 'integer', notNull)
    .addColumn('prize_mode', 'varchar(8)', notNull)
    .addColumn('bet_type', 'varchar(16)', notNull)
    .addColumn('position', 'integer')
    /** Comma-separated picks as placed. */
    .addColumn('picks', 'text', notNull)
    .addColumn('unit_stake_cents', 'bigint', notNull)
    .addColumn('cost_cents', 'bigint', notNull)
    /** 'open', then 'won' or 'lost' exactly once. */
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('open'))
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('payout_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('settled_at', 'varchar(32)')
    .addUniqueConstraint('lottery_bets_slip_line', ['member_id', 'request_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('lottery_bets_draw_status')
    .on('lottery_bets')
    .columns(['draw_id', 'status'])
    .execute();
  await db.schema
    .createIndex('lottery_bets_member_time')
    .on('lottery_bets')
    .columns(['member_id', 'created_at'])
    .execute();

  await replaceLotteryTiles(db);
}

const LOTTERY_VENDORS = ['LTN', 'ELX'];

/**
 * A database seeded before this migration has invented tiles for the lottery vendors (LTN and
 * ELX) that no lottery game stands behind. The seed only inserts missing games, so they are
 * replaced here by exactly the tiles a fresh seed makes (seed/lottery-games.ts): same ids where
 * they overlap, names, codes, groups and prize modes of the lottery games. Search words,
 * favourites and recent-game rows of the old tiles named other games and go with them. A fresh
 * database has no games yet: the seed adds the tiles.
 */
async function replaceLotteryTiles(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<
    Pick<Database, 'games' | 'game_search_words' | 'favourite_games' | 'recent_games'>
  >;
  const old = await db
    .selectFrom('games')
    .select('game_id')
    .where('vendor_code', 'in', LOTTERY_VENDORS)
    .execute();
  if (old.length === 0) return;
  for (const ids of chunks(
    old.map((row) => row.game_id),
    500,
  )) {
    await db.deleteFrom('game_search_words').where('game_id', 'in', ids).execute();
    await db.deleteFrom('favourite_games').where('game_id', 'in', ids).execute();
    await db.deleteFrom('recent_games').where('game_id', 'in', ids).execute();
    await db.deleteFrom('games').where('game_id', 'in', ids).execute();
  }
  const tiles = buildCatalogue().games.filter((game) => LOTTERY_VENDORS.includes(game.vendor_code));
  await insertGames(db as unknown as Kysely<Database>, tiles);
}

/**
 * The lottery tiles stay: the invented tiles they replaced cannot be rebuilt, and without the
 * lottery tables they are ordinary catalogue rows.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lottery_bets').execute();
  await db.schema.dropTable('lottery_draws').execute();
  await db.schema.dropTable('lottery_games').execute();
}
