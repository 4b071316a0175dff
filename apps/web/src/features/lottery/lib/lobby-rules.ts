import { LOTTERY_TAGS, type LotteryGame, type LotteryMenuGroup } from '@app/contracts';
import { favouritesFirst } from '../../../components/lottery/lottery-favourites.ts';

/** The lobby's menu tab: ALL first, then one per menu group (by tag). */
export const ALL_TAB = 'ALL';

/** Spec 4: the lobby's filter strip; fav and recent need a session. */
export const LOBBY_FILTERS = ['all', 'hot', 'fav', 'recent'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

export function filterNeedsSession(filter: LobbyFilter): boolean {
  return filter === 'fav' || filter === 'recent';
}

export function isVendorGroup(group: Pick<LotteryMenuGroup, 'tag' | 'vendorCode'>): boolean {
  return group.tag === LOTTERY_TAGS.vendorList && group.vendorCode !== null;
}

/** Spec 2 and 9: no history for the stock games (by tag or menu group). */
export function hasHistory(tag: string): boolean {
  return !(LOTTERY_TAGS.noHistory as readonly string[]).includes(tag);
}

export function gameHasHistory(game: Pick<LotteryGame, 'tag' | 'gameMenuTag'>): boolean {
  return hasHistory(game.tag) && hasHistory(game.gameMenuTag);
}

/** The games of one tab: ALL is every group's games (each once), else that group's. */
export function tabGames(groups: readonly LotteryMenuGroup[], tab: string): LotteryGame[] {
  const seen = new Set<number>();
  const games: LotteryGame[] = [];
  for (const group of groups) {
    if (tab !== ALL_TAB && group.tag !== tab) continue;
    for (const game of group.gameMenus) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      games.push(game);
    }
  }
  return games;
}

/**
 * What a tab shows under a filter: all of it; the hot ones (tag vietnam_rb_hot); the member's
 * favourites, most recently favourited first; or the games they opened recently, newest first.
 */
export function filterGames(
  games: readonly LotteryGame[],
  filter: LobbyFilter,
  { favourites, recent }: { favourites: readonly number[]; recent: readonly number[] },
): LotteryGame[] {
  switch (filter) {
    case 'all':
      return [...games];
    case 'hot':
      return games.filter((game) => game.tag === LOTTERY_TAGS.hot);
    case 'fav':
      return favouritesFirst(
        games.filter((game) => favourites.includes(game.gameId)),
        favourites,
      );
    case 'recent':
      return favouritesFirst(
        games.filter((game) => recent.includes(game.gameId)),
        recent,
      );
  }
}

/**
 * Milliseconds from `serverNow` (the server's clock) to the game's lock (lotteryTime's start);
 * 0 when it is not on sale.
 */
export function msToLock(
  game: Pick<LotteryGame, 'lotteryTime' | 'isSale'>,
  serverNow: number,
): number {
  return game.isSale ? game.lotteryTime[0] - serverNow : 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm on the phone's clock (the previous winning date of a card). */
export function formatDrawDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
