import type { Kysely, Selectable } from 'kysely';
import type { Database, GamesTable } from '../../db/schema/tables.ts';

export type GameRow = Selectable<GamesTable>;

export function listHotGames(
  db: Kysely<Database>,
  options: { gameType?: string | undefined; vassalage?: string | undefined; limit: number },
): Promise<GameRow[]> {
  let query = db.selectFrom('games').selectAll().where('enabled', '=', 1).where('is_top', '=', 1);
  if (options.gameType) query = query.where('game_type', '=', options.gameType);
  if (options.vassalage) query = query.where('vendor_code', '=', options.vassalage);
  return query.orderBy('sort_order').orderBy('game_id').limit(options.limit).execute();
}

export function countGamesByType(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .select(['game_type', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('enabled', '=', 1)
    .groupBy('game_type')
    .execute();
}

export async function countHotGames(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('enabled', '=', 1)
    .where('is_top', '=', 1)
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
