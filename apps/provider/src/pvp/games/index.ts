import { dominoGame } from './domino.ts';
import { holdemGame } from './holdem.ts';
import type { PvpFamily, PvpGame } from './pvp-game.ts';
import { trucoGame } from './truco.ts';

export * from './pvp-game.ts';
export * from './holdem-hand.ts';
export * from './holdem.ts';
export * from './truco.ts';
export * from './domino.ts';

/** The rule engine of each PvP family. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PVP_GAMES: Record<PvpFamily, PvpGame<any, any>> = {
  holdem: holdemGame,
  truco: trucoGame,
  domino: dominoGame,
};

const TITLE_FAMILIES: readonly [string, PvpFamily][] = [
  ['poker', 'holdem'],
  ['truco', 'truco'],
  ['domino', 'domino'],
];

/**
 * The family of a catalogue title by its first word ('Poker Duel' -> holdem, 'Truco Clash' ->
 * truco, 'Domino Club' -> domino), case- and accent-insensitive ('Dominó' counts); any other
 * title (Rummy, Buraco, Sueca, ...) has no engine yet and gives null.
 */
export function pvpFamilyOf(title: string): PvpFamily | null {
  const first = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .split(/\s+/)[0]!
    .toLowerCase();
  return TITLE_FAMILIES.find(([word]) => word === first)?.[1] ?? null;
}
