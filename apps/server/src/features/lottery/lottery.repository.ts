import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import type { LotteryGameRow } from './draws.repository.ts';

/**
 * The lottery calls' reads (decision 015). The lobby polls the lists, so a list is one query:
 * each game with its open draw and its latest drawn draw, both found through the
 * (game_id, draw_at) index by a correlated LIMIT 1 per game, however long the history.
 */

type Db = Kysely<Database>;

export interface GameWithDraws extends LotteryGameRow {
  open_numero: string | null;
  open_draw_at: string | null;
  open_lock_at: string | null;
  open_seed_hash: string | null;
  prev_numero: string | null;
  prev_draw_at: string | null;
  prev_result: string | null;
}

export interface GameFilter {
  /** Only enabled games (the lists); a single game by id is read whatever its state. */
  enabledOnly: boolean;
  gameId?: number;
  /** Games with this tag or menu tag. */
  tag?: string;
  menuTags?: readonly string[];
}

export async function gamesWithDraws(
  db: Db,
  nowIso: string,
  filter: GameFilter,
): Promise<GameWithDraws[]> {
  let query = db
    .selectFrom('lottery_games as g')
    .leftJoin('lottery_draws as o', (join) =>
      join.on((eb) =>
        eb(
          'o.id',
          '=',
          eb
            .selectFrom('lottery_draws as x')
            .select('x.id')
            .whereRef('x.game_id', '=', 'g.game_id')
            // The draw on sale: a locked draw waiting for its time is no longer the open one.
            .where('x.lock_at', '>', nowIso)
            .where('x.result', 'is', null)
            .where('x.voided_at', 'is', null)
            .orderBy('x.draw_at')
            .limit(1),
        ),
      ),
    )
    .leftJoin('lottery_draws as p', (join) =>
      join.on((eb) =>
        eb(
          'p.id',
          '=',
          eb
            .selectFrom('lottery_draws as y')
            .select('y.id')
            .whereRef('y.game_id', '=', 'g.game_id')
            .where('y.result', 'is not', null)
            .orderBy('y.draw_at', 'desc')
            .limit(1),
        ),
      ),
    )
    .selectAll('g')
    .select([
      'o.numero as open_numero',
      'o.draw_at as open_draw_at',
      'o.lock_at as open_lock_at',
      'o.seed_hash as open_seed_hash',
      'p.numero as prev_numero',
      'p.draw_at as prev_draw_at',
      'p.result as prev_result',
    ]);
  if (filter.enabledOnly) query = query.where('g.enabled', '=', 1);
  if (filter.gameId !== undefined) query = query.where('g.game_id', '=', filter.gameId);
  const { tag } = filter;
  if (tag !== undefined) {
    query = query.where((eb) => eb.or([eb('g.tag', '=', tag), eb('g.menu_tag', '=', tag)]));
  }
  if (filter.menuTags) query = query.where('g.menu_tag', 'in', [...filter.menuTags]);
  return query.orderBy('g.sort_order').orderBy('g.game_id').execute();
}

export interface DrawnRow {
  game_id: number;
  numero: string;
  draw_at: string;
  result: string;
}

/** The latest drawn draws of one game, newest first. */
export async function latestResults(db: Db, gameId: number, limit: number): Promise<DrawnRow[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero', 'draw_at', 'result'])
    .where('game_id', '=', gameId)
    .where('result', 'is not', null)
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, result: row.result! }));
}

export type GroupDrawnRow = DrawnRow & {
  code: string;
  name_en: string;
  name_pt: string;
  name_vi: string;
  menu_tag: string;
};

function drawnOfGroups(db: Db, menuTags: readonly string[], limit: number, sinceIso?: string) {
  let query = db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.game_id', 'd.game_id')
    .select([
      'd.game_id',
      'd.numero',
      'd.draw_at',
      'd.result',
      'g.code',
      'g.name_en',
      'g.name_pt',
      'g.name_vi',
      'g.menu_tag',
    ])
    .where('g.enabled', '=', 1)
    .where('g.menu_tag', 'in', [...menuTags])
    .where('d.result', 'is not', null);
  if (sinceIso !== undefined) query = query.where('d.draw_at', '>=', sinceIso);
  return query.orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
}

/**
 * The latest drawn draws of the enabled games of these menu groups, newest first, `limit` in
 * all. Asked first within the last `windowDays` (a short range of each game's index instead of
 * its whole history); only when that holds fewer than `limit` is the whole history read.
 */
export async function latestResultsOfGroups(
  db: Db,
  menuTags: readonly string[],
  limit: number,
  nowMs: number,
  windowDays: number,
): Promise<GroupDrawnRow[]> {
  const since = new Date(nowMs - windowDays * 86_400_000).toISOString();
  let rows = await drawnOfGroups(db, menuTags, limit, since);
  if (rows.length < limit) rows = await drawnOfGroups(db, menuTags, limit);
  return rows.map((row) => ({ ...row, result: row.result! }));
}

export interface ArchiveGame {
  game_id: number;
  code: string;
  layout: string;
}

export function archiveGame(db: Db, gameId: number): Promise<ArchiveGame | undefined> {
  return db
    .selectFrom('lottery_games')
    .select(['game_id', 'code', 'layout'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
}

export interface ArchivedRow {
  numero: string;
  draw_at: string;
  lock_at: string;
  seed_hash: string;
  seed: string;
  result: string;
  drawn_at: string;
}

/**
 * One page of a game's drawn draws, newest first, with how many there are, counted up to
 * `maxPages` pages: a game drawn every minute has half a million draws a year, and counting
 * them all on every call of an open route would cost more than the page itself. Pages past
 * `maxPages` are empty.
 */
export async function drawnPage(
  db: Db,
  gameId: number,
  pageNo: number,
  pageSize: number,
  maxPages: number,
): Promise<{ total: number; rows: ArchivedRow[] }> {
  const drawn = db
    .selectFrom('lottery_draws')
    .where('game_id', '=', gameId)
    // Only drawn draws: a seed is never read out before its draw has a result.
    .where('result', 'is not', null)
    .where('drawn_at', 'is not', null);
  const [count, rows] = await Promise.all([
    db
      .selectFrom(
        drawn
          .select('id')
          .limit(maxPages * pageSize)
          .as('reachable'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    pageNo > maxPages
      ? []
      : drawn
          .select(['numero', 'draw_at', 'lock_at', 'seed_hash', 'seed', 'result', 'drawn_at'])
          .orderBy('draw_at', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({ ...row, result: row.result!, drawn_at: row.drawn_at! })),
  };
}
