import {
  GameClassification,
  GameMenus,
  GameType,
  HotGames,
  gameArtUrl,
  okEnvelope,
} from '@app/contracts';
import type { Game, GameMenu, HotGamesQuery, Language } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/tables.ts';
import { lotteryName } from '../lottery/betting-record.ts';
import type { AppContext } from '../../lib/context.ts';
import { BodyCache, JSON_TYPE, makeCachedBody } from '../../lib/cached-body.ts';
import type { CachedBody } from '../../lib/cached-body.ts';
import type { GameRow } from './games.repository.ts';
import {
  countGamesByType,
  countHotGames,
  listGameMenus,
  listHotGames,
} from './games.repository.ts';

export const HOT_GAMES_DEFAULT_LIMIT = 30;
const HotGamesEnvelope = okEnvelope(HotGames);
const GameMenusEnvelope = okEnvelope(GameMenus);

/** A lottery tile's name in the member's language, with that language's art. */
interface LocalName {
  name: string;
  language: Language;
}

export function toGame(row: GameRow, local?: LocalName): Game {
  const art = gameArtUrl(row.game_id, local?.language);
  const classification = GameClassification.safeParse(row.classification);
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    roomId: row.room_id,
    nodeName: local?.name ?? row.node_name,
    gameName: local?.name ?? row.game_name,
    displayName: row.display_name,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    gameType: GameType.parse(row.game_type),
    vassalage: row.vendor_code,
    vendorCode: row.vendor_code,
    isGameH5: row.is_game_h5,
    supportPlay: row.support_play,
    freeplay: row.freeplay,
    gameClassifyNew: classification.success ? classification.data : null,
    lottoMode: row.lotto_mode,
    iconUrl: art,
    mobileLargeIcon: art,
    showIcon: art,
    isTop: row.is_top,
    isNew: row.is_new,
    minBet: row.min_bet_cents,
  };
}

const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);

/**
 * Catalogue rows as games in the member's language (issue 18). Vendor games keep their
 * vendor's names; the catalogue row of a lottery game carries only its English name, so its
 * name comes from lottery_games (name_pt / name_en / name_vi), the same names the betting page
 * and the betting record show. Every list of games (hot, list, favourites, recent) maps here.
 */
export async function toGames(
  db: Kysely<Database>,
  rows: readonly GameRow[],
  language: Language,
): Promise<Game[]> {
  const lotteryIds = rows.filter((row) => LOTTERY_TYPES.has(row.game_type)).map((r) => r.game_id);
  if (lotteryIds.length === 0) return rows.map((row) => toGame(row));
  const names = await db
    .selectFrom('lottery_games')
    .select(['game_id', 'name_pt', 'name_en', 'name_vi'])
    .where('game_id', 'in', lotteryIds)
    .execute();
  const byId = new Map(names.map((row) => [row.game_id, lotteryName(row, language)]));
  return rows.map((row) => {
    const name = byId.get(row.game_id);
    return toGame(row, name === undefined ? undefined : { name, language });
  });
}

/** Hot lists and menus change only with the catalogue; a short TTL keeps them near-free. */
export const GAMES_TTL_MS = 30_000;

export function createGamesCache(): BodyCache {
  return new BodyCache({ ttlMs: GAMES_TTL_MS, maxEntries: 200 });
}

type HotGamesParsed = {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  limit?: number | undefined;
};

export function cachedHotGames(
  ctx: AppContext,
  cache: BodyCache,
  query: HotGamesParsed & Partial<HotGamesQuery>,
  language: Language,
): Promise<CachedBody> {
  const limit = query.limit ?? HOT_GAMES_DEFAULT_LIMIT;
  // The lottery tiles' names are translated (toGames), so the language is part of the key.
  const key = `hot|${ctx.merchantCode}|${language}|${query.gameType ?? '*'}|${query.vassalage ?? '*'}|${limit}`;
  return cache.get(key, async () => {
    const rows = await listHotGames(ctx.db, {
      gameType: query.gameType,
      vassalage: query.vassalage,
      limit,
    });
    const list = await toGames(ctx.db, rows, language);
    const envelope = HotGamesEnvelope.parse({ success: true, value: { list } });
    return makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
  });
}

export async function buildGameMenus(ctx: AppContext): Promise<GameMenu[]> {
  const [menus, counts, hotCount] = await Promise.all([
    listGameMenus(ctx.db, ctx.merchantCode),
    countGamesByType(ctx.db),
    countHotGames(ctx.db),
  ]);
  const byType = new Map(counts.map((row) => [row.game_type, Number(row.count)]));
  return menus.map((menu) => {
    const gameType = GameType.safeParse(menu.game_type);
    return {
      key: menu.key,
      gameType: gameType.success ? gameType.data : null,
      sequence: menu.sequence,
      gameCount: menu.key === 'hot' ? hotCount : (byType.get(menu.game_type ?? '') ?? 0),
    };
  });
}

export function cachedGameMenus(ctx: AppContext, cache: BodyCache): Promise<CachedBody> {
  return cache.get(`menus|${ctx.merchantCode}`, async () => {
    const envelope = GameMenusEnvelope.parse({
      success: true,
      value: { list: await buildGameMenus(ctx) },
    });
    return makeCachedBody(JSON.stringify(envelope), JSON_TYPE);
  });
}
