import type { Kysely } from 'kysely';
import { buildCatalogue } from '../seed/catalogue.ts';
import { searchTailRows } from '../seed/search-rows.ts';
import type { Database } from '../schema/tables.ts';

/**
 * Issue 20: the PvP vendor lists only the card games our provider really plays (Texas hold'em,
 * Truco, domino). A database seeded before keeps its PvP ids: the first 18 take the new titles
 * (and codes, which the provider knows), the rest are switched off rather than deleted, so
 * favourites and recent lists that name them keep a row to point at. A fresh database has no
 * PvP rows yet: the seed that follows inserts the new catalogue. Card titles gain free play
 * (practice tables with bots).
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as unknown as Kysely<Database>;
  const pvp = buildCatalogue().games.filter((game) => game.vendor_code === 'PVK');
  const ids = pvp.map((game) => game.game_id);
  const existing = await db
    .selectFrom('games')
    .select('game_id')
    .where('vendor_code', '=', 'PVK')
    .execute();
  if (existing.length === 0) return;
  // Codes are unique and the new titles reuse old codes on other ids: park them all first.
  for (const { game_id } of existing) {
    await db
      .updateTable('games')
      .set({ game_code: `PVK_RETIRED_${game_id}` })
      .where('game_id', '=', game_id)
      .execute();
  }
  for (const game of pvp) {
    await db
      .updateTable('games')
      .set({
        node_name: game.node_name,
        game_name: game.game_name,
        game_code: game.game_code,
        classification: game.classification,
        search_name: game.search_name,
        // Practice tables: free play fills empty seats with labelled bots.
        support_play: game.support_play,
        freeplay: game.freeplay,
      })
      .where('game_id', '=', game.game_id)
      .execute();
  }
  await db
    .updateTable('games')
    .set({ enabled: 0 })
    .where('vendor_code', '=', 'PVK')
    .where('game_id', 'not in', ids)
    .execute();
  const touched = existing.map((row) => row.game_id);
  await db.deleteFrom('game_search_words').where('game_id', 'in', touched).execute();
  const kept = pvp.filter((game) => touched.includes(game.game_id));
  if (kept.length > 0) {
    await db.insertInto('game_search_words').values(searchTailRows(kept)).execute();
  }
}

/** The old titles cannot be rebuilt; the rows stay as they are. */
export async function down(): Promise<void> {}
