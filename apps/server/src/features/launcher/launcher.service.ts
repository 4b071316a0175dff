import type { GameLaunchValue, Language, RecentGamesValue } from '@app/contracts';
import { CUSTOMER_TYPE, RECENT_GAMES_KEPT } from '@app/contracts';
import type { z } from 'zod';
import type { GameLaunchBody, RecentGamesQuery } from '@app/contracts';
import { AppError } from '../../errors.ts';
import { totalPages } from '../../lib/paging.ts';
import type { AppContext } from '../../lib/context.ts';
import type { AuthContext } from '../../lib/sessions.ts';
import { toGames } from '../games/games.service.ts';
import { vendorOn } from '../games/games.repository.ts';
import type { GameRow } from '../games/games.repository.ts';
import type { VendorAdapters } from './vendor-adapters.ts';
import { assertNotExcluded } from '../player-protection/index.ts';

type LaunchQuery = z.output<typeof GameLaunchBody>;
type RecentQuery = z.output<typeof RecentGamesQuery>;

/**
 * The game a tile names: every identifier the site sent must agree (game or room id, node id,
 * vendor, category), so a hand-made URL cannot open one game under another's name.
 */
async function findLaunchedGame(ctx: AppContext, query: LaunchQuery): Promise<GameRow> {
  let select = ctx.db
    .selectFrom('games')
    .selectAll()
    .where('node_id', '=', query.nodeId)
    .where('vendor_code', '=', query.vendor)
    .where('game_type', '=', query.gameCategory)
    .where('enabled', '=', 1)
    .where(vendorOn);
  if (query.gameId !== undefined) select = select.where('game_id', '=', query.gameId);
  if (query.roomId !== undefined) select = select.where('room_id', '=', query.roomId);
  const game = await select.executeTakeFirst();
  if (!game) throw new AppError('game.not.found', 404);
  return game;
}

/** Spec section 3: supportPlay 0 or freeplay 1 means the game has a free-play mode. */
function supportsFreePlay(game: GameRow): boolean {
  return Number(game.support_play) === 0 || Number(game.freeplay) === 1;
}

/**
 * Game launch (spec 4 and 7): checks the game, its vendor adapter and the account, records the
 * game in the member's recent games, and answers the URL to open.
 */
export async function launchGame(
  ctx: AppContext,
  adapters: VendorAdapters,
  auth: AuthContext,
  query: LaunchQuery,
  language: Language = 'PT',
  siteOrigin = '',
): Promise<GameLaunchValue> {
  // On a break or self-excluded: no game opens, free play included (decision 048).
  await assertNotExcluded(ctx, auth.memberId);
  const game = await findLaunchedGame(ctx, query);
  const adapter = adapters.get(game.vendor_code);
  if (!adapter || !adapter.supports(game)) throw new AppError('game.vendor.unavailable', 503);
  if (query.freePlay && !supportsFreePlay(game)) {
    throw new AppError('game.freeplay.unavailable', 400);
  }
  // Play money is open to everyone; real stakes at an outside vendor need a real account.
  if (auth.type === CUSTOMER_TYPE.trial && !query.freePlay && !adapter.acceptsTrialMoney) {
    throw new AppError('trial.forbidden', 403);
  }
  const url = await adapter.launchUrl(ctx, {
    game,
    auth,
    freePlay: query.freePlay,
    language,
    lobbyUrl: `${siteOrigin}${query.returnTo ?? `/m/${game.game_type.toLowerCase()}`}`,
  });
  await recordRecentGame(ctx, auth.memberId, game.game_id);
  return { url, freePlay: query.freePlay, gameId: game.game_id, vendor: game.vendor_code };
}

/** Moves the game to the top of the member's recent list and keeps the newest ones only. */
export async function recordRecentGame(
  ctx: AppContext,
  memberId: number,
  gameId: number,
  now: Date = new Date(),
): Promise<void> {
  await ctx.db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId, launched_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet({ launched_at: now.toISOString() }),
    )
    .execute();
  const cutoff = await ctx.db
    .selectFrom('recent_games')
    .select(['launched_at', 'game_id'])
    .where('member_id', '=', memberId)
    .orderBy('launched_at', 'desc')
    .orderBy('game_id', 'desc')
    .offset(RECENT_GAMES_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await ctx.db
      .deleteFrom('recent_games')
      .where('member_id', '=', memberId)
      .where('launched_at', '<=', cutoff.launched_at)
      .where((eb) =>
        eb.or([eb('launched_at', '<', cutoff.launched_at), eb('game_id', '<=', cutoff.game_id)]),
      )
      .execute();
  }
}

/** Recent games list (spec 7): most recent first, optionally of one type and vendor. */
export async function recentGames(
  ctx: AppContext,
  memberId: number,
  query: RecentQuery,
  language: Language,
): Promise<RecentGamesValue> {
  let base = ctx.db
    .selectFrom('recent_games')
    .innerJoin('games', 'games.game_id', 'recent_games.game_id')
    .where('recent_games.member_id', '=', memberId)
    .where('games.enabled', '=', 1)
    .where(vendorOn);
  if (query.gameType) base = base.where('games.game_type', '=', query.gameType);
  if (query.vassalage) base = base.where('games.vendor_code', '=', query.vassalage);
  const [rows, total] = await Promise.all([
    base
      .selectAll('games')
      .orderBy('recent_games.launched_at', 'desc')
      .orderBy('recent_games.game_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: await toGames(ctx.db, rows, language),
    totalPages: totalPages(total.count, query.pageSize),
  };
}
