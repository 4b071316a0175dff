import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { HotMatch } from '@app/contracts';
import { useLaunchGame } from '../../launcher/use-launch-game.ts';

/** The sports game list, where "bet now" leads when a match names no game. */
export const SPORTS_PATH = '/sports';

/** What "bet now" needs of a hot match or a featured-match news item. */
export type MatchTarget = Partial<Pick<HotMatch, 'launch' | 'fixtureId'>>;

/** The URL fragment the provider's game page opens a match from. */
export function fixtureFragment(fixtureId: string): string {
  return `fixture=${encodeURIComponent(fixtureId)}`;
}

/**
 * "Bet now" of a featured match: its game through the launcher (login first for a guest), the
 * provider's page opening that very match from the fragment; without a game (the demo matches),
 * the sports list.
 */
export function useOpenMatch(): (target: MatchTarget) => void {
  const navigate = useNavigate();
  const launchGame = useLaunchGame();
  return useCallback(
    (target) => {
      if (target.launch) {
        void launchGame(
          target.launch,
          target.fixtureId ? { fragment: fixtureFragment(target.fixtureId) } : {},
        );
      } else {
        void navigate(SPORTS_PATH);
      }
    },
    [launchGame, navigate],
  );
}
