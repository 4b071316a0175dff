import { normaliseGameName, wordStartTails } from '@app/contracts';
import type { Kysely } from 'kysely';
import { chunks } from '../dialect.ts';
import type { Database, GameSearchWordsTable, GamesTable } from '../schema/tables.ts';

/** The text a member searches for: the name the tile shows (game name, else node name). */
export function searchNameOf(game: { game_name: string | null; node_name: string }): string {
  return normaliseGameName(game.game_name ?? game.node_name);
}

/** The game_search_words rows of games (decision 012): one per word-start tail of the name. */
export function searchTailRows(
  games: ReadonlyArray<{ game_id: number; search_name: string }>,
): GameSearchWordsTable[] {
  return games.flatMap((game) =>
    wordStartTails(game.search_name).map((tail) => ({ tail, game_id: game.game_id })),
  );
}

/** Inserts games with their search name and tails (tests, the bench's 10,000 games). */
export async function insertGames(
  db: Kysely<Database>,
  games: ReadonlyArray<Omit<GamesTable, 'search_name'>>,
): Promise<void> {
  const rows = games.map((game) => ({ ...game, search_name: searchNameOf(game) }));
  // 100 rows x 23 columns stays under both databases' bound-parameter limits.
  for (const batch of chunks(rows, 100)) await db.insertInto('games').values(batch).execute();
  for (const batch of chunks(searchTailRows(rows), 500)) {
    await db.insertInto('game_search_words').values(batch).execute();
  }
}
