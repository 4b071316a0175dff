import { memberKeys } from '../member/api/member-queries.ts';

/**
 * Favourites live under the member's keys: signing out drops them with everything else known
 * about the member, and two members on one phone never see each other's hearts.
 */
export const favouriteKeys = {
  ids: (userName: string) => [...memberKeys.all, userName, 'favourites', 'ids'] as const,
  /** Every favourites page of the member (the fav tabs), whatever their filters. */
  lists: (userName: string) => [...memberKeys.all, userName, 'favourites', 'list'] as const,
  list: (userName: string, filter: { gameType?: string; vendor?: string; language?: string }) =>
    [...memberKeys.all, userName, 'favourites', 'list', filter] as const,
};

/** Lottery games are favourited on the lottery pages, per user name (spec 3 and 4). */
export function canFavourite(game: { gameType: string }): boolean {
  return game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';
}
