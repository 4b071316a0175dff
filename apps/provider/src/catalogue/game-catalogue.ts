import {
  engineFor,
  fnv1a32,
  type CatalogueGameType,
  type EngineChoice,
  type GameClassification,
} from '../engines/index.ts';
import type { BetLimits, GameKind } from '../play/game-kind.ts';
import { progressiveJackpot, type JackpotRule } from '../play/jackpot-pool.ts';
import { gameKindOf, rulesOf, theoreticalRtp } from './game-kinds.ts';
import GAMES from './games.json' with { type: 'json' };

/**
 * The provider's game list (decision 039): every title its brands publish, each with the
 * engine and model it plays. The operator's catalogue lists the same codes; a title not here
 * cannot be launched.
 */
export interface ProviderGame {
  code: string;
  brand: string;
  name: string;
  type: CatalogueGameType | ServiceGameType;
  classification: GameClassification | null;
  /** The title's minimum bet as the operator's catalogue lists it. */
  minBetCents: number;
  choice: EngineChoice | ServiceChoice;
}

/**
 * The titles that are not rounds of one player (issue 20, decision 040): a studio table, a
 * card table, the sportsbook. Each runs as a service of its own; the round service never
 * plays them.
 */
export type ServiceGameType = 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS';
export type ServiceChoice = { engine: 'live' } | { engine: 'pvp' } | { engine: 'sportsbook' };
const SERVICE_ENGINES: Record<ServiceGameType, ServiceChoice> = {
  LIVE: { engine: 'live' },
  PVP: { engine: 'pvp' },
  SPORTS: { engine: 'sportsbook' },
  ESPORTS: { engine: 'sportsbook' },
};

const isService = (choice: EngineChoice | ServiceChoice): choice is ServiceChoice =>
  choice.engine === 'live' || choice.engine === 'pvp' || choice.engine === 'sportsbook';

/** Colour pairs a title's page is themed with, picked by its code. */
const THEMES = [
  { primary: '#7b2ff7', accent: '#f9c80e' },
  { primary: '#0a7e8c', accent: '#ffd166' },
  { primary: '#b5179e', accent: '#4cc9f0' },
  { primary: '#d62828', accent: '#fcbf49' },
  { primary: '#2b9348', accent: '#eeef20' },
  { primary: '#1d3557', accent: '#e63946' },
  { primary: '#6a4c93', accent: '#8ac926' },
  { primary: '#c44900', accent: '#f2e8cf' },
] as const;

/**
 * A title's own limits: its engine's, from the title's listed minimum bet up (rounded up to a
 * whole bet step, so no title plays below what the catalogue says).
 */
export function titleLimits(kind: GameKind, minBetCents: number): BetLimits {
  const { stepCents, maxBetCents } = kind.limits;
  const min = Math.max(kind.limits.minBetCents, Math.ceil(minBetCents / stepCents) * stepCents);
  const presets = kind.limits.presets.filter((cents) => cents > min);
  return { minBetCents: min, maxBetCents, stepCents, presets: [min, ...presets] };
}

export function createGameCatalogue() {
  const games = new Map<string, ProviderGame>();
  for (const entry of GAMES as Array<Omit<ProviderGame, 'choice'>>) {
    games.set(entry.code, {
      ...entry,
      choice:
        entry.type in SERVICE_ENGINES
          ? SERVICE_ENGINES[entry.type as ServiceGameType]
          : engineFor(entry.classification, entry.type as CatalogueGameType, entry.code),
    });
  }
  const roundGame = (code: string) => {
    const game = games.get(code);
    return game && !isService(game.choice) ? { ...game, choice: game.choice } : null;
  };
  return {
    /** The game of this code (of this brand when given), or null. */
    byCode(code: string, brand?: string): ProviderGame | null {
      const game = games.get(code);
      return game && (brand === undefined || game.brand === brand) ? game : null;
    },
    kind(code: string): GameKind | null {
      const game = roundGame(code);
      return game ? gameKindOf(game.choice) : null;
    },
    limits(code: string): BetLimits | null {
      const game = roundGame(code);
      return game ? titleLimits(gameKindOf(game.choice), game.minBetCents) : null;
    },
    jackpot(code: string): JackpotRule | null {
      return games.get(code)?.choice.engine === 'jackpot' ? progressiveJackpot : null;
    },
    /** What the game page shows: its name, theme, rules, limits and published return. */
    describe(game: ProviderGame) {
      const theme = THEMES[fnv1a32(game.code) % THEMES.length]!;
      if (isService(game.choice)) {
        // A table or the sportsbook describes its own limits and rules (its own calls).
        return {
          code: game.code,
          brand: game.brand,
          name: game.name,
          engine: game.choice.engine,
          model: null,
          theme,
          theoreticalRtp: null,
          limits: null,
          rules: null,
        };
      }
      const kind = gameKindOf(game.choice);
      return {
        code: game.code,
        brand: game.brand,
        name: game.name,
        engine: game.choice.engine,
        model: 'model' in game.choice ? game.choice.model : null,
        theme,
        theoreticalRtp: theoreticalRtp(game.choice),
        limits: titleLimits(kind, game.minBetCents),
        rules: rulesOf(game.choice),
      };
    },
    all: () => [...games.values()],
  };
}

export type GameCatalogue = ReturnType<typeof createGameCatalogue>;
