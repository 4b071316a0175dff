import type { Kysely } from 'kysely';
import { memberRef, merchantRef, notNull, withId } from './columns.ts';

/**
 * Tournaments (issue 25, decision 057). A tournament ranks the members who entered it by a rule
 * over the real-money rounds of a set of in-house slots in its period; `tournament_entries`
 * holds each entrant's standing as last worked out from the rounds, and its prize once paid;
 * `tournament_prizes` is the prize table the scheduler pays from once the period has ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('tournaments'))
    .addColumn('merchant_code', 'varchar(32)', merchantRef)
    .addColumn('code', 'varchar(64)', notNull)
    .addColumn('title_pt', 'varchar(200)', notNull)
    .addColumn('title_en', 'varchar(200)', notNull)
    .addColumn('starts_at', 'varchar(32)', notNull)
    .addColumn('ends_at', 'varchar(32)', notNull)
    /** 'totalWagered' or 'biggestMultiplier'. */
    .addColumn('rule', 'varchar(24)', notNull)
    /** The smallest stake that counts (cents). */
    .addColumn('min_bet_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    /** 'active' (upcoming, live or ended, unpaid), 'paid' or 'cancelled'. */
    .addColumn('status', 'varchar(16)', notNull)
    /** When the entries' standings were last worked out from the rounds (null: never). */
    .addColumn('scored_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('tournaments_code', ['merchant_code', 'code'])
    .execute();
  // The site lists the tournaments that have not ended long ago; the payout job the unpaid ones.
  await db.schema
    .createIndex('tournaments_status_end')
    .on('tournaments')
    .columns(['merchant_code', 'status', 'ends_at'])
    .execute();

  await db.schema
    .createTable('tournament_games')
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', notNull)
    .addPrimaryKeyConstraint('tournament_games_pk', ['tournament_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('tournament_prizes')
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('from_rank', 'integer', notNull)
    .addColumn('to_rank', 'integer', notNull)
    .addColumn('amount_cents', 'bigint', notNull)
    .addPrimaryKeyConstraint('tournament_prizes_pk', ['tournament_id', 'from_rank'])
    .execute();

  await withId(db, db.schema.createTable('tournament_entries'))
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('entered_at', 'varchar(32)', notNull)
    /** The rule's score: cents wagered, or basis points of the best multiplier. */
    .addColumn('score', 'bigint', (col) => col.notNull().defaultTo(0))
    /** When the score was reached (the tie-break); null before a round counts. */
    .addColumn('reached_at', 'varchar(32)')
    .addColumn('rounds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('wagered_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('best_multiplier_bp', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', notNull)
    /** Set by the payout: the final rank and what it paid (0 for no prize). */
    .addColumn('final_rank', 'integer')
    .addColumn('prize_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('tournament_entries_member', ['tournament_id', 'member_id'])
    .execute();
  // The board (best score first) and a member's rank (a count of the entries above it).
  await db.schema
    .createIndex('tournament_entries_board')
    .on('tournament_entries')
    .columns(['tournament_id', 'score', 'reached_at'])
    .execute();
  // The tournaments a member has entered (the list's "entered" flags).
  await db.schema
    .createIndex('tournament_entries_member_id')
    .on('tournament_entries')
    .columns(['member_id', 'tournament_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_entries').ifExists().execute();
  await db.schema.dropTable('tournament_prizes').ifExists().execute();
  await db.schema.dropTable('tournament_games').ifExists().execute();
  await db.schema.dropTable('tournaments').ifExists().execute();
}
