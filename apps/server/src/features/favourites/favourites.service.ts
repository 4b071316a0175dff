import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { FAVOURITES_MAX } from '@app/contracts';
import type { Language } from '@app/contracts';
import type {
  FavouriteChange,
  FavouriteChangeValue,
  FavouriteIds,
  FavouriteIdsQuery,
  FavouritesPage,
  FavouritesQuery,
} from '@app/contracts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/tables.ts';
import { AppError } from '../../errors.ts';
import { totalPages } from '../../lib/paging.ts';
import type { AppContext } from '../../lib/context.ts';
import { vendorOn } from '../games/games.repository.ts';
import { toGames } from '../games/games.service.ts';

type Change = z.output<typeof FavouriteChange>;
type ListQuery = z.output<typeof FavouritesQuery>;
type IdsQuery = z.output<typeof FavouriteIdsQuery>;

/** Lottery games keep their favourites on the device (spec 4: LOTTFAV); tiles hide the heart. */
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/**
 * The game a change names: its node id, and its vendor when the site sent one. Unknown (or
 * another vendor's) is game.not.found; adding also needs the game to be enabled, while a
 * disabled game may still be removed so the member can clear it.
 */
async function findGame(ctx: AppContext, change: Change, mustBeEnabled: boolean) {
  let select = ctx.db
    .selectFrom('games')
    .select(['game_id', 'game_type'])
    .where('node_id', '=', change.nodeId);
  if (change.vendor !== undefined) select = select.where('vendor_code', '=', change.vendor);
  if (mustBeEnabled) select = select.where('enabled', '=', 1).where(vendorOn);
  const game = await select.executeTakeFirst();
  if (!game) throw new AppError('game.not.found', 404);
  return game;
}

/**
 * One statement inserts the row only while the member is under the cap; a conflict (already a
 * favourite) inserts nothing. SQLite runs it alone among writers, so the cap holds exactly; on
 * PostgreSQL the member's row is locked first so two adds of different games cannot both see
 * FAVOURITES_MAX - 1.
 */
async function insertUnderCap(
  db: Kysely<Database>,
  memberId: number,
  gameId: number,
  now: Date,
): Promise<number> {
  const insert = (handle: Kysely<Database>) =>
    handle
      .insertInto('favourite_games')
      .columns(['member_id', 'game_id', 'created_at'])
      .expression(
        handle
          .selectNoFrom([
            // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
            sql<number>`cast(${memberId} as integer)`.as('member_id'),
            sql<number>`cast(${gameId} as integer)`.as('game_id'),
            sql<string>`cast(${now.toISOString()} as text)`.as('created_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('favourite_games')
                .select((c) => c.fn.countAll().as('n'))
                .where('member_id', '=', memberId),
            '<',
            FAVOURITES_MAX,
          ),
      )
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .executeTakeFirst();
  if (!isPostgres(db)) return Number((await insert(db)).numInsertedOrUpdatedRows ?? 0);
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    return Number((await insert(trx)).numInsertedOrUpdatedRows ?? 0);
  });
}

/** Favourite add (spec 7): idempotent; refuses lottery games and members at the cap. */
export async function addFavourite(
  ctx: AppContext,
  memberId: number,
  change: Change,
  now: Date = new Date(),
): Promise<FavouriteChangeValue> {
  const game = await findGame(ctx, change, true);
  if (LOTTERY_TYPES.has(game.game_type)) throw new AppError('favourite.game.unsupported', 400);
  const inserted = await insertUnderCap(ctx.db, memberId, game.game_id, now);
  if (inserted === 0) {
    // Nothing inserted: either it is already a favourite (success) or the member is at the cap.
    const existing = await ctx.db
      .selectFrom('favourite_games')
      .select('game_id')
      .where('member_id', '=', memberId)
      .where('game_id', '=', game.game_id)
      .executeTakeFirst();
    if (!existing) {
      throw new AppError('favourite.limit.reached', 409, String(FAVOURITES_MAX), {
        max: FAVOURITES_MAX,
      });
    }
  }
  return { success: true };
}

/** Favourite remove (spec 7): idempotent; the game must exist, enabled or not. */
export async function removeFavourite(
  ctx: AppContext,
  memberId: number,
  change: Change,
): Promise<FavouriteChangeValue> {
  const game = await findGame(ctx, change, false);
  await ctx.db
    .deleteFrom('favourite_games')
    .where('member_id', '=', memberId)
    .where('game_id', '=', game.game_id)
    .execute();
  return { success: true };
}

/** A member's favourites of enabled games, optionally of one type and vendor. */
function favouritesOf(
  ctx: AppContext,
  memberId: number,
  filter: { gameType?: string | undefined; vendor?: string | undefined } = {},
) {
  let base = ctx.db
    .selectFrom('favourite_games')
    .innerJoin('games', 'games.game_id', 'favourite_games.game_id')
    .where('favourite_games.member_id', '=', memberId)
    .where('games.enabled', '=', 1)
    .where(vendorOn);
  if (filter.gameType) base = base.where('games.game_type', '=', filter.gameType);
  if (filter.vendor) base = base.where('games.vendor_code', '=', filter.vendor);
  return base;
}

/** Favourite list (spec 7): newest favourite first; a page past the end is empty. */
export async function listFavourites(
  ctx: AppContext,
  memberId: number,
  query: ListQuery,
  language: Language,
): Promise<FavouritesPage> {
  const base = favouritesOf(ctx, memberId, query);
  const [rows, total] = await Promise.all([
    base
      .selectAll('games')
      .orderBy('favourite_games.created_at', 'desc')
      .orderBy('favourite_games.game_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    content: await toGames(ctx.db, rows, language),
    pageNum: query.pageNo,
    totalPages: totalPages(total.count, query.pageSize),
  };
}

/** Favourite ids (spec 7): the node ids of the member's favourites, newest first. */
export async function favouriteIds(
  ctx: AppContext,
  memberId: number,
  query: IdsQuery,
): Promise<FavouriteIds> {
  const base = favouritesOf(ctx, memberId);
  const [rows, total] = await Promise.all([
    base
      .select('games.node_id')
      .orderBy('favourite_games.created_at', 'desc')
      .orderBy('favourite_games.game_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => row.node_id),
    pageNum: query.pageNo,
    totalPages: totalPages(total.count, query.pageSize),
  };
}
