import { normaliseGameName, wordStartTails } from '@app/contracts';
import type { Kysely } from 'kysely';
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
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('games')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  const tails = searchTailRows(rows);
  for (let i = 0; i < tails.length; i += 500) {
    await db
      .insertInto('game_search_words')
      .values(tails.slice(i, i + 500))
      .execute();
  }
}
