import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { GameClassification, GameType } from '@app/contracts';
import type {
  BoGameBody,
  BoGamePage,
  BoGameRow,
  BoMenuList,
  BoVendorList,
} from '@app/contracts/backoffice';
import type { Database, GamesTable } from '../../../db/schema/tables.ts';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { buildGameMenus } from '../../games/games.service.ts';

/**
 * The catalogue's reads and writes (issue 22). Games belong to no merchant (one catalogue per
 * installation); menus do. Each write answers the values before and after for its audit row,
 * or null when it changed nothing; the route drops the site's caches after a change.
 */

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

export interface Change<T> {
  before: T;
  after: T;
}

type GameSelect = Selectable<GamesTable> & { vendor_enabled: number | null };

function toRow(row: GameSelect): BoGameRow {
  const classification = GameClassification.safeParse(row.classification);
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    name: row.game_name ?? row.node_name,
    gameCode: row.game_code,
    vendorCode: row.vendor_code,
    vendorEnabled: row.vendor_enabled !== 0,
    gameType: GameType.parse(row.game_type),
    classification: classification.success ? classification.data : null,
    enabled: row.enabled === 1,
    hot: row.is_top === 1,
    isNew: row.is_new === 1,
    minBetCents: Number(row.min_bet_cents),
    sortOrder: Number(row.sort_order),
  };
}

function gamesWithVendor(db: Kysely<Database>) {
  return db
    .selectFrom('games')
    .leftJoin('vendors', 'vendors.code', 'games.vendor_code')
    .selectAll('games')
    .select('vendors.enabled as vendor_enabled');
}

// ---------------------------------------------------------------------------------------------
// Vendors

export async function listCatalogueVendors(ctx: AppContext): Promise<BoVendorList> {
  const rows = await ctx.db
    .selectFrom('vendors')
    .leftJoin('games', 'games.vendor_code', 'vendors.code')
    .select([
      'vendors.code',
      'vendors.display_name',
      'vendors.category',
      'vendors.enabled',
      'vendors.sequence',
      (eb) => eb.fn.count<string | number>('games.game_id').as('games'),
      (eb) => eb.fn.sum<string | number | null>('games.enabled').as('games_enabled'),
    ])
    .groupBy([
      'vendors.code',
      'vendors.display_name',
      'vendors.category',
      'vendors.enabled',
      'vendors.sequence',
    ])
    .orderBy('vendors.sequence')
    .orderBy('vendors.code')
    .execute();
  return {
    rows: rows.map((row) => ({
      code: row.code,
      displayName: row.display_name,
      category: row.category,
      enabled: row.enabled === 1,
      sequence: Number(row.sequence),
      games: count(row.games),
      gamesEnabled: count(row.games_enabled),
    })),
  };
}

/** A vendor on or off: its games leave (or come back to) every list and launch of the site. */
export async function setVendorEnabled(
  ctx: AppContext,
  code: string,
  enabled: boolean,
): Promise<Change<{ enabled: boolean }> | null> {
  const row = await ctx.db
    .selectFrom('vendors')
    .select('enabled')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  if ((row.enabled === 1) === enabled) return null;
  await ctx.db
    .updateTable('vendors')
    .set({ enabled: enabled ? 1 : 0 })
    .where('code', '=', code)
    .execute();
  return { before: { enabled: !enabled }, after: { enabled } };
}

/**
 * Moves one entry of an ordered list a place up or down and renumbers the list 1..n in one
 * transaction (old data may hold equal numbers). Null when it is already at that end.
 */
async function moveInList<K extends string | number>(
  keys: readonly K[],
  key: K,
  direction: 'up' | 'down',
  write: (ordered: readonly K[]) => Promise<void>,
): Promise<Change<{ position: number }> | null> {
  const index = keys.indexOf(key);
  if (index < 0) throw new AppError('bo.not.found', 404);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= keys.length) return null;
  const ordered = [...keys];
  [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
  await write(ordered);
  return { before: { position: index + 1 }, after: { position: target + 1 } };
}

export async function moveVendor(ctx: AppContext, code: string, direction: 'up' | 'down') {
  const rows = await ctx.db
    .selectFrom('vendors')
    .select('code')
    .orderBy('sequence')
    .orderBy('code')
    .execute();
  return moveInList(
    rows.map((row) => row.code),
    code,
    direction,
    (ordered) =>
      ctx.db.transaction().execute(async (trx) => {
        for (const [i, vendor] of ordered.entries()) {
          await trx
            .updateTable('vendors')
            .set({ sequence: i + 1 })
            .where('code', '=', vendor)
            .execute();
        }
      }),
  );
}

// ---------------------------------------------------------------------------------------------
// Games

const flagIs = (column: 'games.enabled' | 'games.is_top' | 'games.is_new', value: string) =>
  value === 'yes'
    ? sql<SqlBool>`${sql.ref(column)} = 1`
    : value === 'no'
      ? sql<SqlBool>`${sql.ref(column)} = 0`
      : null;

/** `%needle%` for LIKE ... ESCAPE '\': the needle's own wildcards match themselves. */
function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface GameListFilter {
  limit: number;
  offset: number;
  vendor?: string | undefined;
  gameType?: string | undefined;
  enabled: 'any' | 'yes' | 'no';
  hot: 'any' | 'yes' | 'no';
  isNew: 'any' | 'yes' | 'no';
  q: string;
}

export async function listCatalogueGames(
  ctx: AppContext,
  filter: GameListFilter,
): Promise<BoGamePage> {
  const parts = (): Expression<SqlBool>[] => {
    const list: Expression<SqlBool>[] = [];
    if (filter.vendor) list.push(sql<SqlBool>`games.vendor_code = ${filter.vendor}`);
    if (filter.gameType) list.push(sql<SqlBool>`games.game_type = ${filter.gameType}`);
    for (const part of [
      flagIs('games.enabled', filter.enabled),
      flagIs('games.is_top', filter.hot),
      flagIs('games.is_new', filter.isNew),
    ]) {
      if (part) list.push(part);
    }
    if (filter.q) {
      const pattern = likePattern(filter.q.toLowerCase());
      list.push(
        sql<SqlBool>`(lower(coalesce(games.game_name, games.node_name)) like ${pattern} escape '\\' or lower(games.node_id) like ${pattern} escape '\\')`,
      );
    }
    return list;
  };
  const where = (eb: { and: (parts: Expression<SqlBool>[]) => Expression<SqlBool> }) =>
    eb.and(parts());
  const [rows, total] = await Promise.all([
    gamesWithVendor(ctx.db)
      .where(where)
      .orderBy('games.vendor_code')
      .orderBy('games.sort_order')
      .orderBy('games.game_id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    ctx.db
      .selectFrom('games')
      .where(where)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => toRow(row as GameSelect)), total: count(total.count) };
}

async function gameRow(db: Kysely<Database>, gameId: number): Promise<BoGameRow> {
  const row = await gamesWithVendor(db).where('games.game_id', '=', gameId).executeTakeFirst();
  if (!row) throw new AppError('bo.not.found', 404);
  return toRow(row as GameSelect);
}

type GameFields = Omit<BoGameRow, 'gameId' | 'nodeId' | 'name' | 'gameCode' | 'vendorCode'>;

/** The fields a change names, before and after; null when none of them changes. */
export async function updateGame(
  ctx: AppContext,
  gameId: number,
  body: BoGameBody,
): Promise<{ change: Change<Partial<GameFields>> | null; row: BoGameRow }> {
  const current = await gameRow(ctx.db, gameId);
  const before: Partial<GameFields> = {};
  const after: Partial<GameFields> = {};
  for (const [key, value] of Object.entries(body) as [keyof GameFields, unknown][]) {
    if (value === undefined || current[key] === value) continue;
    (before as Record<string, unknown>)[key] = current[key];
    (after as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(after).length === 0) return { change: null, row: current };
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const set = {
    enabled: flag(after.enabled),
    is_top: flag(after.hot),
    is_new: flag(after.isNew),
    min_bet_cents: after.minBetCents,
    game_type: after.gameType,
    classification: 'classification' in after ? after.classification : undefined,
    sort_order: after.sortOrder,
  };
  const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  await ctx.db.updateTable('games').set(defined).where('game_id', '=', gameId).execute();
  return { change: { before, after }, row: await gameRow(ctx.db, gameId) };
}

// ---------------------------------------------------------------------------------------------
// The home hot list and the menus

function hotGames(db: Kysely<Database>) {
  return gamesWithVendor(db)
    .where('games.is_top', '=', 1)
    .orderBy('games.hot_sequence')
    .orderBy('games.sort_order')
    .orderBy('games.game_id');
}

/** Every hot game in the home's order, those the site hides (off, vendor off) included. */
export async function listHotList(ctx: AppContext) {
  const rows = await hotGames(ctx.db).execute();
  return { rows: rows.map((row) => toRow(row as GameSelect)) };
}

export async function moveHotGame(ctx: AppContext, gameId: number, direction: 'up' | 'down') {
  const rows = await hotGames(ctx.db).execute();
  return moveInList(
    rows.map((row) => row.game_id),
    gameId,
    direction,
    (ordered) =>
      ctx.db.transaction().execute(async (trx) => {
        for (const [i, id] of ordered.entries()) {
          await trx
            .updateTable('games')
            .set({ hot_sequence: i + 1 })
            .where('game_id', '=', id)
            .execute();
        }
      }),
  );
}

export async function listMenus(ctx: AppContext): Promise<BoMenuList> {
  const menus = await buildGameMenus(ctx);
  return {
    rows: menus.map((menu) => ({
      key: menu.key,
      gameType: menu.gameType,
      sequence: menu.sequence,
      gameCount: menu.gameCount,
    })),
  };
}

export async function moveMenu(ctx: AppContext, key: string, direction: 'up' | 'down') {
  const rows = await ctx.db
    .selectFrom('game_menus')
    .select('key')
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('sequence')
    .orderBy('key')
    .execute();
  return moveInList(
    rows.map((row) => row.key),
    key,
    direction,
    (ordered) =>
      ctx.db.transaction().execute(async (trx) => {
        for (const [i, menuKey] of ordered.entries()) {
          await trx
            .updateTable('game_menus')
            .set({ sequence: i + 1 })
            .where('merchant_code', '=', ctx.merchantCode)
            .where('key', '=', menuKey)
            .execute();
        }
      }),
  );
}
