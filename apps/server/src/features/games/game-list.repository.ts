import type { Kysely, SelectQueryBuilder } from 'kysely';
import { prefixEnd } from '@app/contracts';
import type { GameClassification, GameType } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import type { GameRow } from './games.repository.ts';

/** The list's filters, already validated; `nameTerm` is normalised (normaliseGameName). */
export interface GameListFilter {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  classification?: GameClassification | undefined;
  maxMinBetCents?: number | undefined;
  newOnly?: boolean | undefined;
  nameTerm?: string | undefined;
}

/** Left out of the list when no game type is asked for (spec 5: the other-game list). */
const OTHER_LIST_EXCLUDED: GameType = 'ELOTT';

function filtered(db: Kysely<Database>, filter: GameListFilter) {
  let query = db.selectFrom('games').where('games.enabled', '=', 1);
  query = filter.gameType
    ? query.where('games.game_type', '=', filter.gameType)
    : query.where('games.game_type', '<>', OTHER_LIST_EXCLUDED);
  if (filter.vassalage) query = query.where('games.vendor_code', '=', filter.vassalage);
  if (filter.classification)
    query = query.where('games.classification', '=', filter.classification);
  if (filter.maxMinBetCents !== undefined)
    query = query.where('games.min_bet_cents', '<=', filter.maxMinBetCents);
  if (filter.newOnly) query = query.where('games.is_new', '=', 1);
  if (filter.nameTerm) {
    // "A word of the name starts with the term" as one range of game_search_words' key: no
    // LIKE, so % and _ typed by a member are plain characters (decision 012).
    const term = filter.nameTerm;
    query = query.where('games.game_id', 'in', (eb) =>
      eb
        .selectFrom('game_search_words')
        .select('game_search_words.game_id')
        .where('game_search_words.tail', '>=', term)
        .where('game_search_words.tail', '<', prefixEnd(term)),
    );
  }
  return query;
}

export function listGamePage(
  db: Kysely<Database>,
  filter: GameListFilter,
  page: { offset: number; limit: number },
): Promise<GameRow[]> {
  return gamePageQuery(db, filter, page).execute();
}

export async function countGames(db: Kysely<Database>, filter: GameListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page in list order; built apart so tests can EXPLAIN it. */
export function gamePageQuery(
  db: Kysely<Database>,
  filter: GameListFilter,
  page: { offset: number; limit: number },
): SelectQueryBuilder<Database, 'games', GameRow> {
  return filtered(db, filter)
    .selectAll('games')
    .orderBy('games.sort_order')
    .orderBy('games.game_id')
    .limit(page.limit)
    .offset(page.offset);
}

/** Vendors that have enabled games, once per game type they supply, in vendor order. */
export function listVendorTypes(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .select([
      'games.game_type',
      'vendors.code',
      'vendors.display_name',
      'vendors.category',
      'vendors.sequence',
      (eb) => eb.fn.countAll<string | number>().as('count'),
    ])
    .where('games.enabled', '=', 1)
    .groupBy([
      'games.game_type',
      'vendors.code',
      'vendors.display_name',
      'vendors.category',
      'vendors.sequence',
    ])
    .orderBy('vendors.sequence')
    .orderBy('vendors.code')
    .orderBy('games.game_type')
    .execute();
}
