import { z } from 'zod';
import { formatAmount } from '../rules/money.ts';
import { RowIdParam } from './common.ts';

export { TOURNAMENTS_API, tournamentPath } from './tournaments-paths.ts';

/**
 * Tournaments (issue 25, decision 057): a leaderboard over a period and a set of in-house slots,
 * scored by a stated rule, with a prize table the scheduler pays once the period has ended. A
 * member takes part by entering; only real-money rounds played after entering count.
 * Amounts are integer cents; multipliers integer basis points (10000 = 1x).
 */

/**
 * How a tournament scores a member:
 * - `totalWagered`: the sum of the counting rounds' stakes (cents);
 * - `biggestMultiplier`: the best win ÷ stake of one counting round, in basis points of the
 *   multiplier, rounded down (12.5x = 125000), so equal scores are exactly equal.
 * Equal scores rank by who reached the score first.
 */
export const TOURNAMENT_RULES = ['totalWagered', 'biggestMultiplier'] as const;
export const TournamentRule = z.enum(TOURNAMENT_RULES);
export type TournamentRule = z.infer<typeof TournamentRule>;

/** Where a tournament is in its life, on the server's clock. */
export const TOURNAMENT_PHASES = ['upcoming', 'live', 'ended'] as const;
export const TournamentPhase = z.enum(TOURNAMENT_PHASES);
export type TournamentPhase = z.infer<typeof TournamentPhase>;

/** Places on the board a tournament shows everyone. */
export const TOURNAMENT_TOP = 10;

/** One line of the prize table: every rank from `fromRank` to `toRank` wins `amountCents`. */
export const TournamentPrize = z.object({
  fromRank: z.number().int().min(1),
  toRank: z.number().int().min(1),
  amountCents: z.number().int().min(1),
});
export type TournamentPrize = z.infer<typeof TournamentPrize>;

export const TournamentSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language (Vietnamese reads English). */
  title: z.string(),
  rule: TournamentRule,
  phase: TournamentPhase,
  startsAt: z.string().describe('ISO-8601 instant'),
  endsAt: z.string().describe('ISO-8601 instant'),
  /** Milliseconds from the server's now to the start (0 once started). */
  msToStart: z.number().int().min(0),
  /** Milliseconds from the server's now to the end (0 once ended). */
  msToEnd: z.number().int().min(0),
  /** The whole prize table's worth. */
  prizePoolCents: z.number().int().min(0),
  entrants: z.number().int().min(0),
  /** Whether the member asking has entered. */
  entered: z.boolean(),
  /** When the prizes were paid; null until then. */
  paidAt: z.string().nullable(),
});
export type TournamentSummary = z.infer<typeof TournamentSummary>;

/** GET TOURNAMENTS_API.tournaments: live first (ending soonest), then upcoming, then ended. */
export const TournamentList = z.object({ tournaments: z.array(TournamentSummary) });
export type TournamentList = z.infer<typeof TournamentList>;

/** A place on the board. */
export const TournamentStanding = z.object({
  rank: z.number().int().min(1),
  /** Masked like the winner board (`de***o`); the member's own name too. */
  userName: z.string(),
  /** Cents (totalWagered) or basis points of the multiplier (biggestMultiplier). */
  score: z.number().int().min(0),
  /** When the member reached the score (the tie-break). */
  reachedAt: z.string(),
  /** The prize of this rank by the table (paid or to be paid); 0 for none. */
  prizeCents: z.number().int().min(0),
  /** This line is the member asking. */
  me: z.boolean(),
});
export type TournamentStanding = z.infer<typeof TournamentStanding>;

/** The member's own entry. */
export const TournamentEntry = z.object({
  enteredAt: z.string(),
  score: z.number().int().min(0),
  /** Null until a round counts. */
  rank: z.number().int().min(1).nullable(),
  /** Counting rounds so far. */
  rounds: z.number().int().min(0),
  wageredCents: z.number().int().min(0),
  bestMultiplierBp: z.number().int().min(0),
  /** The prize of the member's rank by the table (paid once `paidAt` is set); 0 for none. */
  prizeCents: z.number().int().min(0),
});
export type TournamentEntry = z.infer<typeof TournamentEntry>;

export const TournamentGame = z.object({ gameId: z.number().int(), name: z.string() });
export type TournamentGame = z.infer<typeof TournamentGame>;

/** GET TOURNAMENTS_API.tournament. */
export const TournamentDetail = TournamentSummary.extend({
  /** The in-house slots whose rounds count. */
  games: z.array(TournamentGame),
  /** The smallest stake that counts. */
  minBetCents: z.number().int().min(0),
  prizes: z.array(TournamentPrize),
  /** The first TOURNAMENT_TOP places, best first. */
  leaderboard: z.array(TournamentStanding),
  /** The member's entry; null before entering. */
  me: TournamentEntry.nullable(),
  /** When the standings were last worked out (they trail the rounds by a few seconds). */
  standingsAt: z.string().nullable(),
});
export type TournamentDetail = z.infer<typeof TournamentDetail>;

export const TournamentIdParams = z.object({ id: RowIdParam });
export type TournamentIdParams = z.infer<typeof TournamentIdParams>;

/** POST TOURNAMENTS_API.enter: the member's entry (the first one when entered before). */
export const EnterTournamentValue = z.object({ entry: TournamentEntry });
export type EnterTournamentValue = z.infer<typeof EnterTournamentValue>;

/** A multiplier in basis points as the member reads it: 125000 -> "12,50x" (pt-BR). */
export function formatMultiplier(basisPoints: number, locale: string): string {
  return `${formatAmount(Math.floor(basisPoints / 100), locale)}x`;
}
