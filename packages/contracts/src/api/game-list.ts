import { z } from 'zod';
import { DEFAULT_SLOT_VENDOR } from '../constants.ts';
import { GameClassification, GamePlatform, GameType } from '../enums.ts';
import { GAME_LIST_PAGE_SIZES, GAME_NAME_SEARCH_MAX } from '../rules/game-search.ts';
import { LanguageParam, MerchantCode, PageNo, QueryBoolean } from './common.ts';
import { Game } from './games.ts';

export * from '../rules/game-search.ts';

/**
 * Game browsing (spec shell-games-lottery sections 3, 5, 7 and 9; decision 012): the paged game
 * list with its filters (API.gameList), the vendors of one game type (API.vendorGameTypes) and
 * every vendor by category for a merchant (API.gameVendors). All three are open to visitors.
 */

const VendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor code');

/** An amount in currency units with at most 2 decimals ("0.05"), read as cents. */
const MinBet = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amount with at most 2 decimals')
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().positive());

const PageSize = z.coerce
  .number()
  .pipe(z.union(GAME_LIST_PAGE_SIZES.map((size) => z.literal(size))))
  .default(50);

export const GameListQuery = z.object({
  merchant: MerchantCode.optional(),
  platform: GamePlatform.default('html5'),
  /** Found without case or accents where any word of the name starts with it (decision 012). */
  gameName: z.string().max(GAME_NAME_SEARCH_MAX).optional(),
  /** Without one, every type but ELOTT (the spec's other-game list leaves ELOTT out). */
  gameType: GameType.optional(),
  pageNo: PageNo,
  pageSize: PageSize,
  /** A vendor code (the slot list asks for BGS). */
  vassalage: VendorCode.optional(),
  gameClassify: GameClassification.optional(),
  /** Games whose minimum bet is at most this amount, i.e. playable at this stake. */
  minBet: MinBet.optional(),
  /**
   * Lines of a slot at least this many. The catalogue keeps no line counts for vendor games,
   * so it is validated and does not narrow the list (decision 012).
   */
  minLine: z.coerce.number().int().min(0).max(1_000).optional(),
  /** true (or 1): new games only; false (or 0) is no filter. */
  isNew: QueryBoolean.optional(),
  language: LanguageParam.optional(),
  clientType: z.literal('2').default('2'),
});
export type GameListQuery = z.input<typeof GameListQuery>;
export type GameListFilters = z.output<typeof GameListQuery>;

/** Game list page (section 3). A page beyond the end has no games and echoes its number. */
export const GameListPage = z.object({
  games: z.array(Game),
  pageNum: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  /** How many games match in all. */
  totalCount: z.number().int().nonnegative(),
});
export type GameListPage = z.infer<typeof GameListPage>;

/** Game vendor entity (section 3): one vendor under one game category. */
export const VendorEntry = z.object({
  gameCategory: GameType,
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor's wallet account types; ours is one per vendor, named by its code. */
  vendorNames: z.array(z.object({ accountTypeName: z.string() })),
  /** Enabled games of this vendor under this category. */
  gameCount: z.number().int().nonnegative(),
});
export type VendorEntry = z.infer<typeof VendorEntry>;

export const VendorGameTypesQuery = z.object({
  typeId: GameType,
  merchant_code: MerchantCode.optional(),
});
export type VendorGameTypesQuery = z.input<typeof VendorGameTypesQuery>;

export const VendorGameTypes = z.object({ list: z.array(VendorEntry) });
export type VendorGameTypes = z.infer<typeof VendorGameTypes>;

export const GameVendorsQuery = z.object({ merchantCode: MerchantCode.optional() });
export type GameVendorsQuery = z.input<typeof GameVendorsQuery>;

/** The sorting list: categories in the merchant's menu order, vendors in vendor order. */
export const GameVendors = z.object({
  sorting: z.array(z.object({ gameCategory: GameType, vendors: z.array(VendorEntry) })),
});
export type GameVendors = z.infer<typeof GameVendors>;

/**
 * The game centre's vendor tiles (section 2): for RNG only vendors whose vassalage is BGS; the
 * server has already moved e-sports vendors out of SPORTS into ESPORTS.
 */
export function gameCentreVendors<T extends { vassalage: string }>(
  category: GameType,
  vendors: readonly T[],
): T[] {
  return category === 'RNG'
    ? vendors.filter((vendor) => vendor.vassalage === DEFAULT_SLOT_VENDOR)
    : [...vendors];
}
