import type { RoundStatus } from '../db/schema.ts';

/**
 * A round as the game client sees it (types only: the client imports them too). While the
 * round is open, `outcome` is only what its engine lets the player see yet.
 */
export interface PublicRound {
  roundId: string;
  gameCode: string;
  mode: 'real' | 'free';
  betCents: number;
  winCents: number | null;
  jackpotCents: number;
  status: RoundStatus;
  outcome: unknown;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
  /** The operator's free-spins grant the round was played with (nothing staked), or null. */
  freeRoundsId: string | null;
}

/** A player's free spins on the game (decision 061): what the game page offers to play. */
export interface FreeRoundsOffer {
  grantId: string;
  roundsLeft: number;
  /** Every round of the grant is played at this bet. */
  betCents: number;
  expiresAt: string;
}

/** The answer of a round's start or action. */
export interface RoundAnswer {
  round: PublicRound;
  /** The player's balance after the round as far as it is known (cents). */
  balanceCents: number | null;
  /**
   * After a free round only: the free rounds the player may play next on this game (the same
   * grant with one fewer, another grant, or null when none is left).
   */
  freeRounds?: FreeRoundsOffer | null;
}

/** A round of the player's history: the server seed once its pair is revealed. */
export interface HistoryRound extends PublicRound {
  serverSeed: string | null;
}
