import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { searchNameOf, searchTailRows } from '../seed/search-rows.ts';
import { chunks, isPostgres } from '../dialect.ts';

/**
 * Game name search without case or accents that stays an index lookup (decision 012).
 * games.search_name holds the shown name normalised (lower case, accents stripped, đ -> d);
 * game_search_words holds every word-start tail of it, keyed by (tail, game_id), so "names with
 * a word starting with t" is one range of that primary key: tail >= t AND tail < t's successor.
 * On PostgreSQL the tail compares byte-wise (COLLATE "C"): under a language collation a range
 * of a B-tree is not "starts with". No extension is needed (pg_trgm may not be installed).
 * A database seeded before gets both filled here; the seed fills them for games it inserts.
 */

const BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('games')
    .addColumn('search_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  let create = db.schema
    .createTable('game_search_words')
    .addColumn('tail', 'text', (col) =>
      postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull(),
    )
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.game_id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('game_search_words_pk', ['tail', 'game_id']);
  // The key is the table: no rowid B-tree beside it on SQLite.
  if (!postgres) create = create.modifyEnd(sql`without rowid`);
  await create.execute();
  // Deleting a game (cascade) finds its tails by id.
  await db.schema
    .createIndex('game_search_words_game_idx')
    .on('game_search_words')
    .column('game_id')
    .execute();

  const typed = db as unknown as Kysely<{
    games: { game_id: number; game_name: string | null; node_name: string; search_name: string };
    game_search_words: { tail: string; game_id: number };
  }>;
  const games = await typed
    .selectFrom('games')
    .select(['game_id', 'game_name', 'node_name'])
    .execute();
  const named = games.map((game) => ({ game_id: game.game_id, search_name: searchNameOf(game) }));
  for (const game of named) {
    await typed
      .updateTable('games')
      .set({ search_name: game.search_name })
      .where('game_id', '=', game.game_id)
      .execute();
  }
  for (const batch of chunks(searchTailRows(named), BATCH)) {
    await typed.insertInto('game_search_words').values(batch).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_search_words').execute();
  await db.schema.alterTable('games').dropColumn('search_name').execute();
}
