import type { Kysely } from 'kysely';

/**
 * The member's favourite games (spec shell-games-lottery sections 3, 4 and 7; decision 013):
 * one row per member and game, so adding twice keeps one. Rows name the game by its stable
 * game id (like recent_games); the node id the wire speaks is the game's, found by a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourite_games')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.game_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'game_id'])
    .execute();
  // The list and the ids read a member's favourites newest first.
  await db.schema
    .createIndex('favourite_games_latest')
    .on('favourite_games')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourite_games').execute();
}
