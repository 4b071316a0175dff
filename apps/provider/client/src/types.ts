import type { EngineKind } from '../../src/engines/catalogue.ts';
import type { SlotModelId } from '../../src/engines/slots.ts';
import type { PublicRound } from '../../src/play/public-round.ts';

/** What the player API answers (apps/provider/src/routes/player.routes.ts). */

export type Language = 'PT' | 'EN' | 'VI';

export interface BetLimits {
  minBetCents: number;
  maxBetCents: number;
  stepCents: number;
  presets: number[];
}

export interface GameInfo {
  code: string;
  brand: string;
  name: string;
  engine: EngineKind;
  model: SlotModelId | null;
  theme: { primary: string; accent: string };
  theoreticalRtp: number;
  limits: BetLimits;
  rules: unknown;
}

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
}

export type { RoundStatus } from '../../src/db/schema.ts';
export type { HistoryRound, PublicRound, RoundAnswer } from '../../src/play/public-round.ts';

export interface RotateAnswer {
  revealed: { serverSeed: string; serverSeedHash: string } | null;
  next: Fairness;
}
