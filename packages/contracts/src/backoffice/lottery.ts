import { z } from 'zod';
import { BoPageQuery, BoReason, boPage } from './common.ts';

/**
 * The back office's lottery area (issue 22, decision 015): the lottery games with their
 * schedules and sale windows, the draws with their committed seed hash and (once drawn) the
 * revealed seed, the bets of a draw and their settlement, and voiding a draw that has no
 * result yet (every open stake returned once, audited).
 */
export const BO_LOTTERY_API = {
  games: '/bo/api/lottery/games',
  /** POST: changes a game's on/off state, sale window (lock) or schedule. */
  game: '/bo/api/lottery/games/:id',
  draws: '/bo/api/lottery/draws',
  draw: '/bo/api/lottery/draws/:id',
  drawBets: '/bo/api/lottery/draws/:id/bets',
  /** POST: voids a draw that has no result yet and refunds its open bets. */
  voidDraw: '/bo/api/lottery/draws/:id/void',
} as const;

/** A lottery path with its `:id` filled in. */
export function boLotteryPath(
  path: (typeof BO_LOTTERY_API)[keyof typeof BO_LOTTERY_API],
  id: number,
): string {
  return path.replace(':id', String(id));
}

export const BoLotteryIdParams = z.object({ id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------
// Games and schedules

/** Draw days: 1 = Sunday ... 7 = Saturday, as the schedule stores them ("2,7"). */
export const BoDrawDay = z.number().int().min(1).max(7);
/** HH:mm on the game's clock. */
export const BoDrawTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The longest sale close before a draw: a whole day. */
export const BO_LOTTERY_LOCK_MAX_SECONDS = 86_400;

export const BoLotteryGame = z.object({
  gameId: z.number().int(),
  code: z.string(),
  names: z.object({ pt: z.string(), en: z.string(), vi: z.string() }),
  /** 'trad' (draws at a time on its days) or 'ent' (every intervalMinutes). */
  playType: z.string(),
  layout: z.string(),
  prizeMode: z.string(),
  menuTag: z.string(),
  drawDays: z.array(BoDrawDay),
  drawTime: z.string().nullable(),
  intervalMinutes: z.number().int().nullable(),
  /** Minutes east of UTC of the game's clock. */
  utcOffset: z.number().int(),
  /** Sales close this many seconds before each draw. */
  lockSeconds: z.number().int(),
  enabled: z.boolean(),
  /** Draws opened and not yet drawn or voided. */
  pendingDraws: z.number().int(),
  /** Open bets on those draws. */
  openBets: z.number().int(),
  /** The next pending draw, if any. */
  nextNumero: z.string().nullable(),
  nextDrawAt: z.string().nullable(),
});
export type BoLotteryGame = z.infer<typeof BoLotteryGame>;

export const BoLotteryGameList = z.object({ games: z.array(BoLotteryGame) });
export type BoLotteryGameList = z.infer<typeof BoLotteryGameList>;

/**
 * A game's change. `enabled` and `lockSeconds` may change at any time and apply to draws opened
 * from then on (a draw already opened keeps the lock it was announced with). The draw times
 * (`drawDays`, `drawTime` for trad, `intervalMinutes` for ent) may change only with the game
 * off, and only when none of its pending draws has bets (409 `bo.lottery.schedule.pending`):
 * its pending draws without bets are then voided, and the new schedule opens draws from the
 * moment the game is turned on again.
 */
export const BoLotteryGameBody = z.object({
  enabled: z.boolean(),
  lockSeconds: z.number().int().min(0).max(BO_LOTTERY_LOCK_MAX_SECONDS),
  drawDays: z.array(BoDrawDay).min(1).max(7),
  drawTime: BoDrawTime.nullable(),
  intervalMinutes: z.number().int().min(1).max(1440).nullable(),
  reason: BoReason,
});
export type BoLotteryGameBody = z.infer<typeof BoLotteryGameBody>;

// ---------------------------------------------------------------------------------------------
// Draws

/**
 * A draw's state: `upcoming` (opened, a later draw than the one on sale), `open` (on sale),
 * `locked` (sales closed, waiting for its time), `drawn` (result written, bets being settled),
 * `settled` (every bet settled), `voided` (voided by an operator: never drawn, stakes returned).
 */
export const BO_DRAW_STATUSES = [
  'upcoming',
  'open',
  'locked',
  'drawn',
  'settled',
  'voided',
] as const;
export const BoDrawStatus = z.enum(BO_DRAW_STATUSES);
export type BoDrawStatus = z.infer<typeof BoDrawStatus>;

export const BoLotteryDrawsQuery = BoPageQuery.extend({
  gameId: z.coerce.number().int().positive().optional(),
  status: BoDrawStatus.optional(),
  /** Draw time order: newest first by default. */
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type BoLotteryDrawsQuery = z.input<typeof BoLotteryDrawsQuery>;

export const BoLotteryDraw = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  /** The game's name in PT (gameNames has both back-office languages). */
  gameName: z.string(),
  gameNames: z.object({ pt: z.string(), en: z.string() }),
  layout: z.string(),
  numero: z.string(),
  status: BoDrawStatus,
  drawAt: z.string(),
  lockAt: z.string(),
  /** SHA-256 (hex) of the seed's raw bytes: public from the moment the draw exists. */
  seedHash: z.string(),
  /** The seed (hex): revealed only once the draw has its result, never before. */
  seed: z.string().nullable(),
  result: z.string().nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  betCount: z.number().int(),
  openBets: z.number().int(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int(),
  /** Stakes returned by a void. */
  refundedCents: z.number().int(),
});
export type BoLotteryDraw = z.infer<typeof BoLotteryDraw>;

export const BoLotteryDrawPage = boPage(BoLotteryDraw);
export type BoLotteryDrawPage = z.infer<typeof BoLotteryDrawPage>;

export const BoLotteryDrawBetsQuery = BoPageQuery;
export type BoLotteryDrawBetsQuery = z.input<typeof BoLotteryDrawBetsQuery>;

export const BoLotteryBet = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  userName: z.string(),
  requestId: z.string(),
  lineNo: z.number().int(),
  prizeMode: z.string(),
  betType: z.string(),
  position: z.number().int().nullable(),
  picks: z.array(z.string()),
  unitStakeCents: z.number().int(),
  costCents: z.number().int(),
  /** 'open', 'won', 'lost' or 'voided' (stake refunded). */
  status: z.string(),
  hits: z.number().int(),
  payoutCents: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BoLotteryBet = z.infer<typeof BoLotteryBet>;

export const BoLotteryBetPage = boPage(BoLotteryBet);
export type BoLotteryBetPage = z.infer<typeof BoLotteryBetPage>;

export const BoLotteryVoidBody = z.object({ reason: BoReason });
export type BoLotteryVoidBody = z.infer<typeof BoLotteryVoidBody>;

export const BoLotteryVoidResult = z.object({
  draw: BoLotteryDraw,
  /** Bets refunded (all of the draw's open bets, whoever finished refunding them). */
  refundedBets: z.number().int(),
  refundedCents: z.number().int(),
});
export type BoLotteryVoidResult = z.infer<typeof BoLotteryVoidResult>;
