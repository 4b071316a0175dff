import type { Kysely } from 'kysely';

/**
 * The member's recent games (spec shell-games-lottery section 7 "Recent games add/list"): one
 * row per member and game, its time moved forward on every launch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.game_id').onDelete('cascade'),
    )
    .addColumn('launched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_games_latest')
    .on('recent_games')
    .columns(['member_id', 'launched_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recent_games').execute();
}
