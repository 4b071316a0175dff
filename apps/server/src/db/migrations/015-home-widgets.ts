import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { flag, merchantRef, notNull, withId } from './columns.ts';

/**
 * Home widgets (issue 7, decision 020): the hot matches and hot news the lobby shows, and two
 * partial indexes that hold only wins, so the winner board reads a handful of rows, not every
 * round ever played. Texts are the original (English) columns; their PT/EN versions live in
 * content_translations (entities hot_match and news), like every other merchant text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('hot_matches'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('code', 'text', notNull)
    .addColumn('league', 'text', notNull)
    .addColumn('home_team', 'text', notNull)
    .addColumn('away_team', 'text', notNull)
    .addColumn('kick_off_at', 'text', notNull)
    // Demo fixtures come round again every this many days (decision 020); null: one match.
    .addColumn('repeat_days', 'integer')
    // Decimal odds in hundredths (185 = 1.85).
    .addColumn('odds_home', 'integer', notNull)
    .addColumn('odds_draw', 'integer', notNull)
    .addColumn('odds_away', 'integer', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('hot_matches_code', ['merchant_code', 'code'])
    .execute();

  await withId(db, db.schema.createTable('news'))
    .addColumn('merchant_code', 'text', merchantRef)
    .addColumn('code', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    // HTML, sanitised when stored (lib/sanitize-html.ts).
    .addColumn('content', 'text', notNull)
    // The picture's theme (football, lottery, slots, live, promo): art is drawn from it.
    .addColumn('art', 'text', notNull)
    .addColumn('published_at', 'text', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addUniqueConstraint('news_code', ['merchant_code', 'code'])
    .execute();
  await db.schema
    .createIndex('news_latest')
    .on('news')
    .columns(['merchant_code', 'published_at'])
    .execute();

  // The winner board: real-money slot wins and paid lottery bets of one merchant by time.
  await db.schema
    .createIndex('game_rounds_wins')
    .on('game_rounds')
    .columns(['merchant_code', 'created_at'])
    .where(sql.ref('win_cents'), '>', 0)
    .where(sql.ref('play_money'), '=', 0)
    .execute();
  await db.schema
    .createIndex('lottery_bets_wins')
    .on('lottery_bets')
    .columns(['merchant_code', 'settled_at'])
    .where(sql.ref('payout_cents'), '>', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lottery_bets_wins').execute();
  await db.schema.dropIndex('game_rounds_wins').execute();
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('hot_matches').execute();
}
