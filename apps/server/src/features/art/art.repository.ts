import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';

/** A lottery game's names: its tile art draws the one of the asked language. */
export function findLotteryNames(db: Kysely<Database>, gameId: number) {
  return db
    .selectFrom('lottery_games')
    .select(['name_pt', 'name_en', 'name_vi'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

/** What a game's tile art is drawn from: names, vendor, type and, for BGS slots, the theme. */
export function findArtGame(db: Kysely<Database>, gameId: number) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .select([
      'games.game_id',
      'games.node_name',
      'games.game_name',
      'games.game_type',
      'games.vendor_code',
      'games.slot_model',
      'games.slot_theme',
      'vendors.display_name as vendor_name',
    ])
    .where('games.game_id', '=', gameId)
    .executeTakeFirst();
}
