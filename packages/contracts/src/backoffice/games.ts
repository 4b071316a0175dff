import { z } from 'zod';
import { GameClassification, GameType } from '../enums.ts';
import { BoPageQuery, boPage } from './common.ts';

/**
 * The back office's catalogue (issue 22): vendors and games on and off, the hot and new flags,
 * the order of each list, minimum bets and classification, the home hot list and the game
 * menus. Every write drops the member site's caches, so the site shows it on its next request.
 * A game whose vendor is off is shown nowhere on the site and cannot be launched.
 */
export const BO_GAMES_API = {
  vendors: '/bo/api/games/vendors',
  /** POST { enabled }: a vendor on or off. */
  vendor: '/bo/api/games/vendors/:code',
  /** POST { direction }: one place up or down in the vendor order. */
  vendorMove: '/bo/api/games/vendors/:code/move',
  games: '/bo/api/games/games',
  /** POST a partial change of one game. */
  game: '/bo/api/games/games/:id',
  /** The home hot list in its order (GET). */
  hot: '/bo/api/games/hot',
  hotMove: '/bo/api/games/hot/:id/move',
  /** The game menus (tab bar) in their order (GET). */
  menus: '/bo/api/games/menus',
  menuMove: '/bo/api/games/menus/:key/move',
} as const;

export const BoVendorCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
export const BoVendorParams = z.object({ code: BoVendorCode });
export const BoGameParams = z.object({ id: z.coerce.number().int().positive() });
export const BoMenuParams = z.object({ key: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

export const BoMoveBody = z.object({ direction: z.enum(['up', 'down']) });
export type BoMoveBody = z.infer<typeof BoMoveBody>;

export const BoVendorRow = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  /** Games of the vendor, and how many of them are on. */
  games: z.number().int(),
  gamesEnabled: z.number().int(),
});
export type BoVendorRow = z.infer<typeof BoVendorRow>;
export const BoVendorList = z.object({ rows: z.array(BoVendorRow) });
export type BoVendorList = z.infer<typeof BoVendorList>;

export const BoVendorBody = z.object({ enabled: z.boolean() });
export type BoVendorBody = z.infer<typeof BoVendorBody>;

const flagFilter = z.enum(['any', 'yes', 'no']).default('any');

export const BoGameListQuery = BoPageQuery.extend({
  vendor: BoVendorCode.optional(),
  gameType: GameType.optional(),
  enabled: flagFilter,
  hot: flagFilter,
  isNew: flagFilter,
  /** Part of the name or node id (case-insensitive). */
  q: z.string().trim().max(100).default(''),
});
export type BoGameListQuery = z.infer<typeof BoGameListQuery>;

export const BoGameRow = z.object({
  gameId: z.number().int(),
  nodeId: z.string(),
  name: z.string(),
  gameCode: z.string(),
  vendorCode: z.string(),
  vendorEnabled: z.boolean(),
  gameType: GameType,
  classification: GameClassification.nullable(),
  enabled: z.boolean(),
  hot: z.boolean(),
  isNew: z.boolean(),
  minBetCents: z.number().int(),
  sortOrder: z.number().int(),
});
export type BoGameRow = z.infer<typeof BoGameRow>;
export const BoGamePage = boPage(BoGameRow);
export type BoGamePage = z.infer<typeof BoGamePage>;

/** The highest minimum bet the catalogue takes: R$ 100.000,00. */
export const BO_GAME_MIN_BET_MAX_CENTS = 10_000_000;

export const BoGameBody = z
  .object({
    enabled: z.boolean(),
    hot: z.boolean(),
    isNew: z.boolean(),
    minBetCents: z.number().int().min(0).max(BO_GAME_MIN_BET_MAX_CENTS),
    gameType: GameType,
    classification: GameClassification.nullable(),
    sortOrder: z.number().int().min(0).max(1_000_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type BoGameBody = z.infer<typeof BoGameBody>;

export const BoHotList = z.object({ rows: z.array(BoGameRow) });
export type BoHotList = z.infer<typeof BoHotList>;

export const BoMenuRow = z.object({
  key: z.string(),
  gameType: z.string().nullable(),
  sequence: z.number().int(),
  /** Games the member site lists under it (vendor-off games left out). */
  gameCount: z.number().int(),
});
export type BoMenuRow = z.infer<typeof BoMenuRow>;
export const BoMenuList = z.object({ rows: z.array(BoMenuRow) });
export type BoMenuList = z.infer<typeof BoMenuList>;

/** A games path with its parameter filled in. */
export function boGamesPath(path: string, param: string | number): string {
  return path.replace(/:(code|id|key)/, encodeURIComponent(String(param)));
}
