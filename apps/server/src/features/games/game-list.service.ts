import {
  ESPORTS_VENDOR_CODES,
  GameListPage,
  GameType,
  GameVendors,
  VendorGameTypes,
  normaliseGameName,
  okEnvelope,
} from '@app/contracts';
import type { GameListFilters, Language, VendorEntry } from '@app/contracts';
import { totalPages } from '../../lib/paging.ts';
import type { AppContext } from '../../lib/context.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';
import { countGames, listGamePage, listVendorTypes } from './game-list.repository.ts';
import type { GameListFilter } from './game-list.repository.ts';
import { listGameMenus } from './games.repository.ts';
import { GAMES_TTL_MS, toGames } from './games.service.ts';

const GameListEnvelope = okEnvelope(GameListPage);
const VendorGameTypesEnvelope = okEnvelope(VendorGameTypes);
const GameVendorsEnvelope = okEnvelope(GameVendors);

/**
 * Pages of the list, searches included, kept like hot games (decision 012): the catalogue
 * changes only with a deploy or seed, so 30 s of staleness is harmless. 500 pages of 50 games
 * are about 20 MB at most; least recently used pages go first.
 */
export function createGameListCache(): BodyCache {
  return new BodyCache({ ttlMs: GAMES_TTL_MS, maxEntries: 500 });
}

export function toListFilter(query: GameListFilters): GameListFilter {
  const term = normaliseGameName(query.gameName ?? '');
  return {
    gameType: query.gameType,
    vassalage: query.vassalage,
    classification: query.gameClassify,
    maxMinBetCents: query.minBet,
    newOnly: query.isNew === true,
    nameTerm: term === '' ? undefined : term,
  };
}

export async function buildGameList(
  ctx: Pick<AppContext, 'db'>,
  filter: GameListFilter,
  pageNo: number,
  pageSize: number,
  language: Language,
): Promise<GameListPage> {
  const [total, rows] = await Promise.all([
    countGames(ctx.db, filter),
    listGamePage(ctx.db, filter, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
  ]);
  return {
    games: await toGames(ctx.db, rows, language),
    pageNum: pageNo,
    totalPages: totalPages(total, pageSize),
    totalCount: total,
  };
}

export function cachedGameList(
  ctx: AppContext,
  cache: BodyCache,
  query: GameListFilters,
  language: Language,
): Promise<CachedBody> {
  const filter = toListFilter(query);
  // Every filter that changes the answer is in the key, by its parsed value (so "Ceará" and
  // "ceara" share a page); JSON keeps a "|" in a search term from colliding with the fields.
  // The language names the lottery tiles (toGames); platform, clientType and minLine do not
  // change the answer.
  const key = JSON.stringify([
    'list',
    ctx.merchantCode,
    language,
    filter.gameType ?? null,
    filter.vassalage ?? null,
    filter.classification ?? null,
    filter.maxMinBetCents ?? null,
    filter.newOnly ?? false,
    filter.nameTerm ?? null,
    query.pageNo,
    query.pageSize,
  ]);
  return cache.get(key, async () => {
    const page = await buildGameList(ctx, filter, query.pageNo, query.pageSize, language);
    return makeCachedBody(
      JSON.stringify(GameListEnvelope.parse({ success: true, value: page })),
      JSON_TYPE,
    );
  });
}

/**
 * Every vendor under each category it supplies games to (BGS is under INHOUSE and RNG), with
 * the spec's e-sports split: a SPORTS vendor whose code is an e-sport game code is listed
 * under ESPORTS instead of SPORTS.
 */
export async function buildVendorEntries(ctx: AppContext): Promise<VendorEntry[]> {
  const rows = await listVendorTypes(ctx.db);
  const entries = new Map<string, VendorEntry>();
  for (const row of rows) {
    const type = GameType.safeParse(row.game_type);
    if (!type.success) continue;
    const esports =
      type.data === 'SPORTS' &&
      row.category === 'SPORTS' &&
      ESPORTS_VENDOR_CODES.includes(row.code.toUpperCase());
    const gameCategory: GameType = esports ? 'ESPORTS' : type.data;
    const key = `${gameCategory}|${row.code}`;
    const known = entries.get(key);
    if (known) {
      known.gameCount += Number(row.count);
      continue;
    }
    entries.set(key, {
      gameCategory,
      vassalage: row.code,
      displayName: row.display_name,
      vendorNames: [{ accountTypeName: row.code }],
      gameCount: Number(row.count),
    });
  }
  return [...entries.values()];
}

export function cachedVendorGameTypes(
  ctx: AppContext,
  cache: BodyCache,
  typeId: GameType,
): Promise<CachedBody> {
  return cache.get(`vendor-types|${ctx.merchantCode}|${typeId}`, async () => {
    const list = (await buildVendorEntries(ctx)).filter((entry) => entry.gameCategory === typeId);
    const envelope = VendorGameTypesEnvelope.parse({ success: true, value: { list } });
    return makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
  });
}

/** The sorting list: the merchant's menu categories in menu order, each with its vendors. */
export async function buildGameVendors(ctx: AppContext): Promise<GameVendors> {
  const [menus, entries] = await Promise.all([
    listGameMenus(ctx.db, ctx.merchantCode),
    buildVendorEntries(ctx),
  ]);
  const sorting: GameVendors['sorting'] = [];
  for (const menu of menus) {
    const type = GameType.safeParse(menu.game_type);
    if (!type.success || sorting.some((group) => group.gameCategory === type.data)) continue;
    const vendors = entries.filter((entry) => entry.gameCategory === type.data);
    if (vendors.length > 0) sorting.push({ gameCategory: type.data, vendors });
  }
  return { sorting };
}

export function cachedGameVendors(ctx: AppContext, cache: BodyCache): Promise<CachedBody> {
  return cache.get(`vendors|${ctx.merchantCode}`, async () => {
    const envelope = GameVendorsEnvelope.parse({
      success: true,
      value: await buildGameVendors(ctx),
    });
    return makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
  });
}
