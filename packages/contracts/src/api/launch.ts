import { z } from 'zod';
import { GameType } from '../enums.ts';
import { Game } from './games.ts';
import { LanguageParam, PageNo, RowId } from './common.ts';
import { RECENT_GAMES_KEPT, RECENT_GAMES_PAGE_SIZE } from '../constants.ts';

/**
 * Game launching (spec shell-games-lottery sections 4 and 7, issue 4 "Launching from the
 * site"), at API.gameLaunch and API.recentGames: the launcher asks the game's vendor adapter
 * for a URL and records the game in the member's recent games, which feed the lists' "recent"
 * tab. The launch is a POST with a JSON body (it writes the recent list: decision 029); the
 * game opens in the call's language (`?language=`, as every call sends it). The paths live in paths.ts, out of this zod module, so tiles can name them cheaply.
 */
export const GameLaunchBody = z
  .object({
    gameCategory: GameType,
    vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor code'),
    gameId: RowId.optional(),
    roomId: z.string().min(1).max(64).optional(),
    nodeId: z.string().regex(/^\d{1,20}$/, 'node id'),
    /** The spec's free-play flag: play money, never the ledger. */
    freePlay: z.boolean().default(false),
    /** The site path the member launched from (the way back from an outside game's page). */
    returnTo: z
      .string()
      .regex(/^\/m\/[A-Za-z0-9/_-]{0,100}$/)
      .optional(),
  })
  .refine((body) => body.gameId !== undefined || body.roomId !== undefined, {
    message: 'gameId or roomId is required',
    path: ['gameId'],
  });
export type GameLaunchBody = z.input<typeof GameLaunchBody>;

export const GameLaunchValue = z.object({
  /** Where the site sends the member: a path under /m for in-house games, else the vendor's. */
  url: z.string(),
  freePlay: z.boolean(),
  gameId: z.number().int(),
  vendor: z.string(),
});
export type GameLaunchValue = z.infer<typeof GameLaunchValue>;

export const RecentGamesQuery = z.object({
  page: PageNo,
  pageSize: z.coerce.number().int().min(1).max(RECENT_GAMES_KEPT).default(RECENT_GAMES_PAGE_SIZE),
  gameType: GameType.optional(),
  /** A vendor code (the slot list asks for BGS). */
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  language: LanguageParam.optional(),
  clientType: z.literal('2').optional(),
});
export type RecentGamesQuery = z.input<typeof RecentGamesQuery>;

export const RecentGamesValue = z.object({
  /** Most recently launched first. */
  list: z.array(Game),
  totalPages: z.number().int().min(0),
});
export type RecentGamesValue = z.infer<typeof RecentGamesValue>;
