import { z } from 'zod';
import { amountCents, DayRangeFields, PageNo, RowIdParam } from './common.ts';
import { SlotFreeSpins } from './bonuses.ts';

/**
 * In-house (vendor BGS) slot play (issue 4 "In-house games"): the game session, spins, the
 * provably fair seed pair and the round history, plus the member's betting record. The paths
 * live here (not in API) because every one of them is behind the session check.
 */
export const PLAY_API = {
  bgsSession: '/lgw/games/bgs/:gameId/session',
  bgsSpin: '/lgw/games/bgs/:gameId/spin',
  bgsRounds: '/lgw/games/bgs/:gameId/rounds',
  bgsClientSeed: '/lgw/games/bgs/seeds/client',
  bgsRotateSeed: '/lgw/games/bgs/seeds/rotate',
  gameRecords: '/wps/member/game-records',
} as const;

export function bgsPath(
  path: (typeof PLAY_API)['bgsSession' | 'bgsSpin' | 'bgsRounds'],
  gameId: number,
) {
  return path.replace(':gameId', String(gameId));
}

/** The play-money balance a session starts with (free play), in cents. */
export const PLAY_MONEY_START_CENTS = 100_000;
/** Bet options offered: these multiples of the game's minimum bet. */
export const BET_OPTION_MULTIPLES = [1, 2, 5, 10, 20, 50, 100] as const;
export const GAME_RECORD_PAGE_SIZE = 25;
export const GAME_RECORD_MAX_PAGE_SIZE = 100;
export const BGS_ROUNDS_PAGE_SIZE = 20;

export const BgsGameParams = z.object({ gameId: RowIdParam });

export const SlotModelIdSchema = z.enum(['low', 'medium', 'high']);

export const SeedState = z.object({
  /** SHA-256 hex of the current (secret) server seed. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round uses. */
  nonce: z.number().int().min(0),
});
export type SeedState = z.infer<typeof SeedState>;

const PayEntry = z.object({ count: z.number().int(), pay: z.number() });

export const BgsSessionValue = z.object({
  gameId: z.number().int(),
  name: z.string(),
  modelId: SlotModelIdSchema,
  /** The title's theme (symbols, colours): expand it with `slotTheme` (decision 009, "Themes"). */
  themeId: z.string(),
  volatility: z.string(),
  /** The smallest total bet (cents): the game's minimum rounded up to the bet step. */
  minBetCents: z.number().int().positive(),
  /** The total bet must be a positive multiple of this (cents). */
  betStepCents: z.number().int().positive(),
  /** The largest total bet the merchant takes in this game (cents; decision 030). */
  maxBetCents: z.number().int().min(0),
  /** The most one round pays (cents): a larger outcome is paid this much. */
  maxWinCents: z.number().int().min(0),
  /** Stakes offered: multiples of the minimum, none above maxBetCents. */
  betOptionsCents: z.array(z.number().int().positive()),
  freePlay: z.boolean(),
  rules: z.object({
    reels: z.number().int(),
    rows: z.number().int(),
    lines: z.array(z.array(z.number().int())),
    paytable: z.array(z.object({ symbol: z.string(), kind: z.string(), pays: z.array(PayEntry) })),
    scatterPays: z.array(PayEntry),
    freeSpins: z.object({
      awards: z.array(z.object({ count: z.number().int(), spins: z.number().int() })),
      multiplier: z.number(),
      retrigger: z.boolean(),
    }),
  }),
  /** Exact theoretical RTP, a fraction. */
  theoreticalRtp: z.number(),
  /** Sum of wins / sum of bets over every real-money round of this game (null before any). */
  actualReturn: z.number().nullable(),
  roundsPlayed: z.number().int().min(0),
  balanceCents: z.number().int(),
  /** The bonus balance (issue 25): staked after the cash runs out. */
  bonusBalanceCents: z.number().int(),
  /** The member's free spins on this game (issue 25), or null. */
  freeSpins: SlotFreeSpins.nullable(),
  /** The session's play-money balance (free play), cents. */
  playBalanceCents: z.number().int(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  seeds: SeedState,
});
export type BgsSessionValue = z.infer<typeof BgsSessionValue>;

export const BgsSpinBody = z.object({
  betCents: amountCents({ positive: false }),
  clientSeed: z.string().min(1).max(64).optional(),
  idempotencyKey: z.string().min(1).max(100),
  playMoney: z.boolean().optional(),
  /**
   * Plays one of this free-spin grant's spins (issue 25): betCents must be the grant's spin
   * value, nothing is staked, and the win goes to the bonus balance.
   */
  freeSpinGrantId: z.number().int().positive().optional(),
});
export type BgsSpinBody = z.infer<typeof BgsSpinBody>;

export const RoundStopsSchema = z.object({
  base: z.array(z.number().int()),
  freeSpins: z.array(z.array(z.number().int())),
});

export const BgsRound = z.object({
  roundId: z.number().int(),
  gameId: z.number().int(),
  modelId: SlotModelIdSchema,
  betCents: z.number().int(),
  /** What the round paid: the outcome's win, or the game's maximum win when that is lower. */
  winCents: z.number().int(),
  /** The win the seeds, nonce and bet give (what verification recomputes), before any cap. */
  outcomeWinCents: z.number().int(),
  /** True when winCents is the maximum win, below outcomeWinCents. */
  winCapped: z.boolean(),
  playMoney: z.boolean(),
  serverSeedHash: z.string(),
  /** Revealed only once the seed was rotated; null while it is still in use. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  stops: RoundStopsSchema,
  freeSpinsPlayed: z.number().int(),
  createdAt: z.string(),
});
export type BgsRound = z.infer<typeof BgsRound>;

export const BgsSpinValue = z.object({
  round: BgsRound,
  /** Real-money balance after the round (cents). */
  balanceCents: z.number().int(),
  /** Bonus balance after the round (cents; issue 25). */
  bonusBalanceCents: z.number().int(),
  /**
   * After a free spin only (issue 25): the spins left on this game, or null when none are. A
   * staked round leaves them as they were, so it spares the lookup.
   */
  freeSpins: SlotFreeSpins.nullable().optional(),
  playBalanceCents: z.number().int(),
  seeds: SeedState,
});
export type BgsSpinValue = z.infer<typeof BgsSpinValue>;

export const ClientSeedBody = z.object({
  clientSeed: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});
export type ClientSeedBody = z.infer<typeof ClientSeedBody>;

export const RotateSeedValue = z.object({
  /** The seed just retired, now public, with its hash and the nonces it served. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  seeds: SeedState,
});
export type RotateSeedValue = z.infer<typeof RotateSeedValue>;

export const BgsRoundsQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(BGS_ROUNDS_PAGE_SIZE),
});
export type BgsRoundsQuery = z.infer<typeof BgsRoundsQuery>;

export const BgsRoundsValue = z.object({
  content: z.array(BgsRound),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type BgsRoundsValue = z.infer<typeof BgsRoundsValue>;

export const GameRecordsQuery = z.object({
  pageNo: PageNo,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(GAME_RECORD_MAX_PAGE_SIZE)
    .default(GAME_RECORD_PAGE_SIZE),
  ...DayRangeFields,
  /** A game type (RNG, INHOUSE, ...). */
  gameType: z.string().max(32).optional(),
});
export type GameRecordsQuery = z.infer<typeof GameRecordsQuery>;

export const GameRecord = z.object({
  roundId: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  gameType: z.string(),
  createdAt: z.string(),
  stakeCents: z.number().int(),
  winCents: z.number().int(),
  netCents: z.number().int(),
  /** Lottery bets (issue 6): roundId is the bet id; the draw, the picks and the outcome. */
  lottery: z
    .object({
      numero: z.string(),
      betType: z.string(),
      position: z.number().int().nullable(),
      picks: z.array(z.string()),
      status: z.enum(['open', 'won', 'lost', 'voided']),
      winningNumber: z.string().nullable(),
    })
    .optional(),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const GameRecordsValue = z.object({
  content: z.array(GameRecord),
  totalPages: z.number().int().min(0),
  pageNo: z.number().int().min(1),
});
export type GameRecordsValue = z.infer<typeof GameRecordsValue>;
