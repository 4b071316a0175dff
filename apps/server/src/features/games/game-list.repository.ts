import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { prefixEnd } from '@app/contracts';
import type { GameClassification, GameType } from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { vendorOn } from './games.repository.ts';
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

function conditions(eb: ExpressionBuilder<Database, 'games'>, filter: GameListFilter) {
  const parts: Expression<SqlBool>[] = [eb('games.enabled', '=', 1), vendorOn];
  parts.push(
    filter.gameType
      ? eb('games.game_type', '=', filter.gameType)
      : eb('games.game_type', '<>', OTHER_LIST_EXCLUDED),
  );
  if (filter.vassalage) parts.push(eb('games.vendor_code', '=', filter.vassalage));
  if (filter.classification) parts.push(eb('games.classification', '=', filter.classification));
  if (filter.maxMinBetCents !== undefined)
    parts.push(eb('games.min_bet_cents', '<=', filter.maxMinBetCents));
  if (filter.newOnly) parts.push(eb('games.is_new', '=', 1));
  return eb.and(parts);
}

/**
 * A search starts from the words: "a word of the name starts with the term" is one range of
 * game_search_words' key (no LIKE, so % and _ typed by a member are plain characters), and
 * only the games it finds are read. CROSS JOIN makes SQLite keep that order (without table
 * statistics it would rather walk every game of the type in list order and test each);
 * PostgreSQL plans a CROSS JOIN with a join condition like any inner join.
 */
function searched(db: Kysely<Database>, term: string) {
  return db
    .selectFrom('game_search_words')
    .crossJoin('games')
    .whereRef('games.game_id', '=', 'game_search_words.game_id')
    .where('game_search_words.tail', '>=', term)
    .where('game_search_words.tail', '<', prefixEnd(term));
}

/** One page in list order; built apart so tests can EXPLAIN it. */
export function gamePageQuery(
  db: Kysely<Database>,
  filter: GameListFilter,
  page: { offset: number; limit: number },
) {
  if (filter.nameTerm) {
    // Several words of one name can start with the term: one row a game.
    return searched(db, filter.nameTerm)
      .where((eb) => conditions(eb as unknown as ExpressionBuilder<Database, 'games'>, filter))
      .selectAll('games')
      .groupBy('games.game_id')
      .orderBy('games.sort_order')
      .orderBy('games.game_id')
      .limit(page.limit)
      .offset(page.offset);
  }
  return db
    .selectFrom('games')
    .where((eb) => conditions(eb, filter))
    .selectAll('games')
    .orderBy('games.sort_order')
    .orderBy('games.game_id')
    .limit(page.limit)
    .offset(page.offset);
}

export function countQuery(db: Kysely<Database>, filter: GameListFilter) {
  if (filter.nameTerm) {
    return searched(db, filter.nameTerm)
      .where((eb) => conditions(eb as unknown as ExpressionBuilder<Database, 'games'>, filter))
      .select((eb) => eb.fn.count<string | number>('games.game_id').distinct().as('count'));
  }
  return db
    .selectFrom('games')
    .where((eb) => conditions(eb, filter))
    .select((eb) => eb.fn.countAll<string | number>().as('count'));
}

export function listGamePage(
  db: Kysely<Database>,
  filter: GameListFilter,
  page: { offset: number; limit: number },
): Promise<GameRow[]> {
  return gamePageQuery(db, filter, page).execute();
}

export async function countGames(db: Kysely<Database>, filter: GameListFilter): Promise<number> {
  const row = await countQuery(db, filter).executeTakeFirstOrThrow();
  // PostgreSQL's count() is bigint, which pg hands over as text.
  return Number(row.count);
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
    .where('vendors.enabled', '=', 1)
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
