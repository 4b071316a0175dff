import { GameType } from '@app/contracts';

/**
 * The betting record's game-type filter offers the site's game types (contracts' GameType).
 * The value '' means every game; the API gets no `gameType` then.
 */
export const ALL_GAMES = '';
export const GAME_TYPES: readonly string[] = GameType.options;

/** The page's `gameType`: one of the site's game types (any case), else every game. */
export function readGameType(value: string | null): string {
  const type = value?.trim().toUpperCase() ?? '';
  return GAME_TYPES.includes(type) ? type : ALL_GAMES;
}
