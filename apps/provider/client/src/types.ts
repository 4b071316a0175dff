import type { EngineKind } from '../../src/engines/catalogue.ts';
import type { SlotModelId } from '../../src/engines/slots.ts';
import type { FreeRoundsOffer, PublicRound } from '../../src/play/public-round.ts';

/** What the player API answers (apps/provider/src/routes/player.routes.ts). */

export type Language = 'PT' | 'EN' | 'VI';

export interface BetLimits {
  minBetCents: number;
  maxBetCents: number;
  stepCents: number;
  presets: number[];
}

interface GameBase {
  code: string;
  brand: string;
  name: string;
  theme: { primary: string; accent: string };
}

/** A game of rounds: a slot, a scratch card, video poker, crash, fish. */
export interface RoundGameInfo extends GameBase {
  engine: EngineKind;
  model: SlotModelId | null;
  theoreticalRtp: number;
  limits: BetLimits;
  rules: unknown;
}

/** A studio table, a card table or the sportsbook: each page reads its own rules and limits. */
export interface ServiceGameInfo extends GameBase {
  engine: 'live' | 'pvp' | 'sportsbook';
  model: null;
  theoreticalRtp: null;
  limits: null;
  rules: null;
}

export type GameInfo = RoundGameInfo | ServiceGameInfo;

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export interface Session {
  game: GameInfo;
  mode: 'real' | 'free';
  currency: string;
  language: Language;
  lobbyUrl: string;
  balanceCents: number | null;
  fairness: Fairness;
  actualRtp: { stakedCents: number; wonCents: number; rounds: number; rtp: number | null };
  openRound: PublicRound | null;
  /** The player's free spins on this game (a slot in real play), or null. */
  freeRounds: FreeRoundsOffer | null;
}

/** The session of a game of rounds (what the round views get). */
export type RoundSession = Session & { game: RoundGameInfo };

export type { RoundStatus } from '../../src/db/schema.ts';
export type {
  FreeRoundsOffer,
  HistoryRound,
  PublicRound,
  RoundAnswer,
} from '../../src/play/public-round.ts';

export interface RotateAnswer {
  revealed: { serverSeed: string; serverSeedHash: string } | null;
  next: Fairness;
}
