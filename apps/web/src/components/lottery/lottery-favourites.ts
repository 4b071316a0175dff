import { STORAGE_KEYS } from '@app/contracts';
import { modals } from '../../lib/modal-store.ts';
import { useSession } from '../../lib/session-store.ts';
import { perUserIds } from './per-user-ids.ts';

/** Lottery favourites (spec 3 and 4): game ids per user name under LOTTFAV, toggled locally. */
export const lotteryFavourites = perUserIds(STORAGE_KEYS.lotteryFavourites, 200);

/**
 * The lottery games this member opened recently on this device (the lobby's recent filter),
 * newest first; written when a game is opened (Play Now).
 */
export const LOTTERY_RECENT_KEY = 'LOTTRECENT';
export const LOTTERY_RECENT_MAX = 20;
export const recentLotteryGames = perUserIds(LOTTERY_RECENT_KEY, LOTTERY_RECENT_MAX);

/** Games in the order of `ids` first (most recently favourited first), the rest as they were. */
export function favouritesFirst<T extends { gameId: number }>(
  games: readonly T[],
  ids: readonly number[],
): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return games
    .map((game, index) => ({ game, index, rank: rank.get(game.gameId) }))
    .sort((a, b) => {
      if (a.rank !== undefined && b.rank !== undefined) return a.rank - b.rank;
      if (a.rank !== undefined) return -1;
      if (b.rank !== undefined) return 1;
      return a.index - b.index;
    })
    .map((entry) => entry.game);
}

/**
 * The signed-in member's lottery favourites and their toggle; a guest's toggle opens the login
 * dialog (spec 6) and changes nothing.
 */
export function useLotteryFavourites() {
  const userName = useSession()?.userName;
  const ids = lotteryFavourites.useIds(userName);
  return {
    ids,
    isFavourite: (gameId: number) => ids.includes(gameId),
    toggle: (gameId: number) => {
      if (userName === undefined) {
        modals.openLogin();
        return;
      }
      lotteryFavourites.toggle(userName, gameId);
    },
  };
}

/** The member's recently opened lottery games, newest first ([] for a guest). */
export function useRecentLotteryGames(): readonly number[] {
  return recentLotteryGames.useIds(useSession()?.userName);
}
