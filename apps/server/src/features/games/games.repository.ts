import { sql } from 'kysely';
import type { Kysely, Selectable, SqlBool } from 'kysely';
import type { Database, GamesTable } from '../../db/schema/tables.ts';

export type GameRow = Selectable<GamesTable>;

/**
 * The game's vendor is not switched off (issue 22): every list, count, search and launch of the
 * member site applies it, so the catalogue never shows a game whose vendor is off. A NOT IN of
 * the few vendors that are off keeps each query's plan on the games indexes (no join).
 */
export const vendorOn = sql<SqlBool>`games.vendor_code NOT IN (SELECT code FROM vendors WHERE enabled = 0)`;

export function listHotGames(
  db: Kysely<Database>,
  options: { gameType?: string | undefined; vassalage?: string | undefined; limit: number },
): Promise<GameRow[]> {
  let query = db
    .selectFrom('games')
    .selectAll()
    .where('enabled', '=', 1)
    .where('is_top', '=', 1)
    .where(vendorOn);
  if (options.gameType) query = query.where('game_type', '=', options.gameType);
  if (options.vassalage) query = query.where('vendor_code', '=', options.vassalage);
  return query
    .orderBy('hot_sequence')
    .orderBy('sort_order')
    .orderBy('game_id')
    .limit(options.limit)
    .execute();
}

export function countGamesByType(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .select(['game_type', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('enabled', '=', 1)
    .where(vendorOn)
    .groupBy('game_type')
    .execute();
}

export async function countHotGames(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('enabled', '=', 1)
    .where('is_top', '=', 1)
    .where(vendorOn)
    .executeTakeFirstOrThrow();
  // PostgreSQL's count() is bigint, which pg hands over as text.
  return Number(row.count);
}

export function listGameMenus(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('game_menus')
    .select(['key', 'game_type', 'sequence'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sequence')
    .execute();
}
