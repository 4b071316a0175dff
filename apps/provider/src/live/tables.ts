import type { ProviderGame } from '../catalogue/game-catalogue.ts';
import { liveFamilyOf, type LiveFamily } from './games/index.ts';

/**
 * The studio's tables (decision 040): every LIVE title of the catalogue is a table of its
 * family, running on the server's clock. The second word of a title is its format: Speed and
 * Turbo tables bet and deal faster, a Squeeze table reveals its cards slowly (baccarat), the
 * others keep the classic pace. Times are scaled by TABLE_PACE_PERCENT (tests run faster).
 */
export interface LiveTable {
  code: string;
  brand: string;
  name: string;
  family: LiveFamily;
  format: 'classic' | 'speed' | 'squeeze';
  /** Milliseconds: bets are open, then the deal (blackjack: the players' decisions), then the result shows. */
  bettingMs: number;
  dealMs: number;
  showMs: number;
  /** Per spot and per round, in cents of the table's currency. */
  minBetCents: number;
  maxSpotCents: number;
  maxRoundCents: number;
  /** The chips the client offers. */
  chips: number[];
}

const CHIP_VALUES = [100, 500, 1000, 2500, 10_000, 50_000];
const BASE = {
  classic: { bettingMs: 15_000, dealMs: 4_000, showMs: 5_000 },
  speed: { bettingMs: 9_000, dealMs: 2_500, showMs: 3_500 },
  squeeze: { bettingMs: 15_000, dealMs: 8_000, showMs: 5_000 },
} as const;
/** Blackjack: after the bets close the players have this long to decide. */
const BLACKJACK_DECISION_MS = 12_000;

function formatOf(name: string): LiveTable['format'] {
  if (/\b(Speed|Turbo)\b/.test(name)) return 'speed';
  if (/\bSqueeze\b/.test(name)) return 'squeeze';
  return 'classic';
}

export function liveTableOf(game: ProviderGame, pacePercent: number): LiveTable | null {
  if (game.type !== 'LIVE') return null;
  const family = liveFamilyOf(game.name);
  if (!family) return null;
  const format =
    family === 'baccarat'
      ? formatOf(game.name)
      : formatOf(game.name) === 'speed'
        ? 'speed'
        : 'classic';
  const base = BASE[format];
  const scale = (ms: number) => Math.max(200, Math.round((ms * pacePercent) / 100));
  const minBetCents = Math.max(100, game.minBetCents);
  return {
    code: game.code,
    brand: game.brand,
    name: game.name,
    family,
    format,
    bettingMs: scale(base.bettingMs),
    dealMs: scale(base.dealMs + (family === 'blackjack' ? BLACKJACK_DECISION_MS : 0)),
    showMs: scale(base.showMs),
    minBetCents,
    maxSpotCents: 500_000,
    maxRoundCents: 2_000_000,
    chips: CHIP_VALUES.filter((cents) => cents >= minBetCents),
  };
}
