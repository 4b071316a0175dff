import { z } from 'zod';
import { GameClassification, GamePlatform, GameType } from '../enums.ts';
import { LanguageParam, MerchantCode, RowIdParam } from './common.ts';

/** Game entity of spec section 3. */
export const Game = z.object({
  nodeId: z.string(),
  gameId: z.number().int(),
  roomId: z.string().nullable(),
  nodeName: z.string(),
  gameName: z.string().nullable(),
  displayName: z.string(),
  gameCode: z.string(),
  gameGroupId: z.number().int().nullable(),
  gameType: GameType,
  vassalage: z.string(),
  vendorCode: z.string(),
  isGameH5: z.string().nullable(),
  supportPlay: z.number().int(),
  freeplay: z.number().int(),
  gameClassifyNew: GameClassification.nullable(),
  lottoMode: z.string().nullable(),
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  showIcon: z.string(),
  isTop: z.number().int(),
  isNew: z.number().int(),
  /** Minimum bet in cents. */
  minBet: z.number().int().nonnegative(),
});
export type Game = z.infer<typeof Game>;

export const HotGamesQuery = z.object({
  isPlatform: z.literal('2').default('2'),
  language: LanguageParam.optional(),
  platform: GamePlatform.default('html5'),
  gameType: GameType.optional(),
  merchantCode: MerchantCode.optional(),
  /** One vendor's hot games (the slot list keeps vassalage BGS). */
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor code')
    .optional(),
  /** How many games at most (server default 30). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type HotGamesQuery = z.input<typeof HotGamesQuery>;

export const HotGames = z.object({ list: z.array(Game) });
export type HotGames = z.infer<typeof HotGames>;

/** One tab of the game-menu bar. */
export const GameMenu = z.object({
  /** Route key: hot, rng, inhouse, pvp, fish, live, sports, esports, lott, elott. */
  key: z.string(),
  gameType: GameType.nullable(),
  sequence: z.number().int(),
  gameCount: z.number().int().nonnegative(),
});
export type GameMenu = z.infer<typeof GameMenu>;
export const GameMenus = z.object({ list: z.array(GameMenu) });
export type GameMenus = z.infer<typeof GameMenus>;

export const GameArtParams = z.object({ gameId: RowIdParam });
