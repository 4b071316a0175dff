import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LotteryGame } from '@app/contracts';
import { lotteryLaunchPath } from '../../features/launcher/tile-action.ts';
import { modals } from '../../lib/modal-store.ts';
import { useSession } from '../../lib/session-store.ts';
import { recentLotteryGames } from './lottery-favourites.ts';

export type PlayableLottery = Pick<
  LotteryGame,
  'playType' | 'gameId' | 'gameGroupId' | 'code' | 'prizeMode'
>;

/**
 * The betting page of a lottery game, with the launch route's parameters of spec 2
 * (/launchGame?playType&gameId&gameGroupId&prize_mode&code&pageBack), built by the same rule
 * as the LOTT and ELOTT tiles.
 */
export function lotteryGamePath(game: PlayableLottery, pageBack = 'lott'): string {
  return lotteryLaunchPath({
    playType: game.playType,
    gameId: game.gameId,
    gameGroupId: game.gameGroupId,
    code: game.code,
    prizeMode: game.prizeMode,
    pageBack,
  });
}

/**
 * Play Now (spec 2 and 6): a guest gets the login dialog and stays; a member goes to the
 * betting page, and the game joins their recently opened lottery games on this device.
 */
export function usePlayLottery(pageBack = 'lott'): (game: PlayableLottery) => void {
  const navigate = useNavigate();
  const userName = useSession()?.userName;
  return useCallback(
    (game) => {
      if (userName === undefined) {
        modals.openLogin();
        return;
      }
      recentLotteryGames.add(userName, game.gameId);
      void navigate(lotteryGamePath(game, pageBack));
    },
    [navigate, userName, pageBack],
  );
}
