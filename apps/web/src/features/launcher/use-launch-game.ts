import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { TRIAL_TYPE, type Game } from '@app/contracts';
import { modals } from '../../lib/modal-store.ts';
import { useIsGuest, useSession } from '../../lib/session-store.ts';
import type { LaunchOptions } from './launch-game.ts';

/**
 * What every game tile does when tapped (spec 4; the rule is in launch-game.ts). A guest gets
 * the login dialog at once; for a member the launch code (and its response schema) loads on the
 * first tap, so the screens that only show tiles stay light. `fragment` reaches an outside
 * game's page only (a hot match opens its fixture: `fixture=<id>`).
 */
export function useLaunchGame(): (game: Game, options?: LaunchOptions) => Promise<void> {
  const navigate = useNavigate();
  const isGuest = useIsGuest();
  const trial = useSession()?.type === TRIAL_TYPE;

  return useCallback(
    async (game, options = {}) => {
      if (isGuest) {
        modals.openLogin();
        return;
      }
      const { launchGame } = await import('./launch-game.ts');
      await launchGame(game, { signedIn: true, trial, navigate }, options);
    },
    [isGuest, trial, navigate],
  );
}
