import { z } from 'zod';
import { PrizeMode } from '../enums.ts';
import {
  LOTTERY_BET_TYPES,
  LOTTERY_MAX_LINES,
  RESULT_LAYOUT_IDS,
  type ResultLayout,
} from '../rules/lottery-bets.ts';
import { amountCents, LanguageParam, PageNo, RowId, RowIdParam } from './common.ts';

import { DRAW_ARCHIVE_PAGE_SIZE } from './lottery-paths.ts';

export {
  DRAW_ARCHIVE_PAGE_SIZE,
  LOTTERY_API,
  LOTTERY_TAGS,
  OPEN_LOTTERY_ROUTES,
} from './lottery-paths.ts';

export const PlayType = z.enum(['trad', 'ent']);
export type PlayType = z.infer<typeof PlayType>;

const ResultLayoutSchema = z.enum(RESULT_LAYOUT_IDS as [ResultLayout, ...ResultLayout[]]);
export const LotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);

/** Odds in hundredths per bet type, for the prize mode asked. */
export const LotteryOdds = z.record(z.string(), z.number().int().positive());

/** A lottery game with its open draw (spec 3 "Lottery game" and "Countdown props"). */
export const LotteryGame = z.object({
  gameId: z.number().int(),
  code: z.string(),
  gameCode: z.string(),
  /** Display name in the request's language (Vietnamese place names stay Vietnamese). */
  remark: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  vendorCode: z.string(),
  gameGroupId: z.number().int(),
  playType: PlayType,
  layout: ResultLayoutSchema,
  /** The prize mode the game launches with by default. */
  prizeMode: PrizeMode,
  /** Draw days, "2,5" (1 = Sunday ... 7 = Saturday); every day for ent games. */
  drawDayOfWeek: z.string(),
  /** Trad games: draw time HH:mm in the game's time zone; null for ent games. */
  drawTime: z.string().nullable(),
  /** Ent games: minutes between draws; null for trad games. */
  intervalMinutes: z.number().int().nullable(),
  /** Minutes east of UTC of the game's draw days (Vietnam: 420). */
  utcOffset: z.number().int(),
  tag: z.string(),
  gameMenuTag: z.string(),
  /** The open draw; null when none is open (isSale false). */
  numero: z.string().nullable(),
  /** Milliseconds until the open draw, on the server's clock when it answered. */
  remainTime: z.number().int(),
  /** Seconds before the draw after which no bet is accepted. */
  lockTime: z.number().int(),
  /** [lock, reopen] epoch ms: sales close lockTime before the draw and reopen as long after. */
  lotteryTime: z.tuple([z.number().int(), z.number().int()]),
  isSale: z.boolean(),
  drawAt: z.string().nullable(),
  lockAt: z.string().nullable(),
  /**
   * The draw after the open one (already on sale the moment the open one locks), so a
   * countdown moves on to it at the lock from the data it has; null when none is planned yet.
   */
  nextDrawAt: z.string().nullable(),
  nextLockAt: z.string().nullable(),
  /** SHA-256 of the open draw's secret seed, published before sales lock. */
  seedHash: z.string().nullable(),
  previousNumero: z.string().nullable(),
  previousWinningTime: z.string().nullable(),
  previousWinningNumber: z.string().nullable(),
  mobileIconUrl: z.string(),
  betTypes: z.array(LotteryBetTypeSchema),
  odds: LotteryOdds,
});
export type LotteryGame = z.infer<typeof LotteryGame>;

export const LotteryListQuery = z.object({
  tag: z.string().max(64).optional(),
  prizeMode: PrizeMode.optional(),
  language: LanguageParam.optional(),
});
export type LotteryListQuery = z.infer<typeof LotteryListQuery>;

export const LotteryListValue = z.object({
  serverTime: z.number().int(),
  games: z.array(LotteryGame),
});
export type LotteryListValue = z.infer<typeof LotteryListValue>;

export const LotteryMenuQuery = z.object({
  prizeMode: PrizeMode.optional(),
  device: z.enum(['MOBILE', 'WEB']).optional(),
  language: LanguageParam.optional(),
});
export type LotteryMenuQuery = z.infer<typeof LotteryMenuQuery>;

export const LotteryMenuGroup = z.object({
  tag: z.string(),
  /** The group's tab label in the request's language. */
  label: z.string(),
  /** GPI groups: the vendor whose game list the lobby shows instead of cards. */
  vendorCode: z.string().nullable(),
  gameMenus: z.array(LotteryGame),
});
export type LotteryMenuGroup = z.infer<typeof LotteryMenuGroup>;

export const LotteryMenuValue = z.object({
  serverTime: z.number().int(),
  groups: z.array(LotteryMenuGroup),
});
export type LotteryMenuValue = z.infer<typeof LotteryMenuValue>;

export const VietnamRecentQuery = z.object({
  device: z.enum(['MOBILE', 'WEB']).optional(),
  /** At most this many results in all (spec 9: 100). */
  recentCount: z.coerce.number().int().min(1).max(100).default(100),
  prizeMode: PrizeMode.optional(),
  language: LanguageParam.optional(),
});
export type VietnamRecentQuery = z.infer<typeof VietnamRecentQuery>;

export const DrawResult = z.object({
  numero: z.string(),
  drawAt: z.string(),
  winningNumber: z.string(),
});
export type DrawResult = z.infer<typeof DrawResult>;

export const VietnamRecentValue = z.object({
  serverTime: z.number().int(),
  /** Game code to the game's name and latest results, newest first. */
  games: z.record(
    z.string(),
    z.object({
      gameId: z.number().int(),
      remark: z.string(),
      gameMenuTag: z.string(),
      results: z.array(DrawResult),
    }),
  ),
});
export type VietnamRecentValue = z.infer<typeof VietnamRecentValue>;

export const NumeroQuery = z.object({
  gameId: RowIdParam,
  prizeMode: PrizeMode.optional(),
  language: LanguageParam.optional(),
});
export type NumeroQuery = z.infer<typeof NumeroQuery>;

export const NumeroValue = z.object({
  serverTime: z.number().int(),
  /** The game with its open draw; odds for the prize mode asked (else the game's own). */
  game: LotteryGame,
  prizeMode: PrizeMode,
  /** The latest drawn results, newest first (up to 10). */
  recent: z.array(DrawResult),
});
export type NumeroValue = z.infer<typeof NumeroValue>;

export const DrawsQuery = z.object({
  gameId: RowIdParam,
  pageNo: PageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(DRAW_ARCHIVE_PAGE_SIZE),
});
export type DrawsQuery = z.infer<typeof DrawsQuery>;

/** A drawn draw: with its seed anyone can check the hash and recompute the result. */
export const ArchivedDraw = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  layout: ResultLayoutSchema,
  numero: z.string(),
  drawAt: z.string(),
  lockAt: z.string(),
  seedHash: z.string(),
  seed: z.string(),
  winningNumber: z.string(),
  drawnAt: z.string(),
});
export type ArchivedDraw = z.infer<typeof ArchivedDraw>;

export const DrawsValue = z.object({
  content: z.array(ArchivedDraw),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type DrawsValue = z.infer<typeof DrawsValue>;

export const LotteryBetLineSchema = z.object({
  betType: LotteryBetTypeSchema,
  position: z.number().int().min(1).max(5).nullable().optional(),
  picks: z.array(z.string().max(8)).min(1).max(100),
  unitStakeCents: amountCents({ positive: false }),
});

export const PlaceBetsBody = z.object({
  gameId: RowId,
  numero: z.string().min(1).max(32),
  prizeMode: PrizeMode.default('Lott'),
  /** The slip's idempotency key, made by the site: a retried slip is placed once. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  lines: z.array(LotteryBetLineSchema).min(1).max(LOTTERY_MAX_LINES),
});
export type PlaceBetsBody = z.infer<typeof PlaceBetsBody>;

/** 'voided': its draw was voided by the operator (issue 22) and its stake returned. */
export const LotteryBetStatus = z.enum(['open', 'won', 'lost', 'voided']);
export type LotteryBetStatus = z.infer<typeof LotteryBetStatus>;

export const LotteryBet = z.object({
  betId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  remark: z.string(),
  numero: z.string(),
  prizeMode: PrizeMode,
  betType: LotteryBetTypeSchema,
  position: z.number().int().nullable(),
  picks: z.array(z.string()),
  unitStakeCents: z.number().int(),
  costCents: z.number().int(),
  status: LotteryBetStatus,
  hits: z.number().int(),
  payoutCents: z.number().int(),
  winningNumber: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof LotteryBet>;

export const PlaceBetsValue = z.object({
  bets: z.array(LotteryBet),
  totalCostCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type PlaceBetsValue = z.infer<typeof PlaceBetsValue>;

export const BetsQuery = z.object({
  gameId: RowIdParam.optional(),
  status: z.enum(['open', 'settled', 'all']).default('all'),
  pageNo: PageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  language: LanguageParam.optional(),
});
export type BetsQuery = z.infer<typeof BetsQuery>;

export const BetsValue = z.object({
  content: z.array(LotteryBet),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type BetsValue = z.infer<typeof BetsValue>;
