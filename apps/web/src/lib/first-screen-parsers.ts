import type {
  Announcements,
  GameListPage,
  GameMenus,
  HotGames,
  LotteryMenuValue,
  MerchantSettings,
  VendorGameTypes,
} from '@app/contracts';
import { guardParser, type Parser } from './api-client.ts';

/**
 * How the first screen's answers are checked (issue 24, decision 053). In production a shape
 * check of what the screens read, without zod: building the contract schemas and parsing a
 * hot-games list with them was a third of a first visit's main-thread time on a slowed phone
 * CPU, for answers our own server already writes through those same schemas. In development
 * and in the unit tests the full contract schema parses them, so a drift still fails loudly.
 */
export function firstScreenParser<T>(
  guard: (value: unknown) => value is T,
  what: string,
  contract: () => Promise<Parser<T>>,
): Promise<Parser<T>> {
  return import.meta.env.DEV ? contract() : Promise.resolve(guardParser(guard, what));
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isListOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isObject(entry) && item(entry));

const isBanner = (b: Record<string, unknown>) =>
  typeof b.id === 'number' && typeof b.url === 'string' && typeof b.sequence === 'number';

const isAnnouncement = (a: Record<string, unknown>) =>
  typeof a.id === 'number' && typeof a.title === 'string' && typeof a.content === 'string';

export function isAnnouncementsShape(value: unknown): value is Announcements {
  return (
    isObject(value) &&
    isListOf(value.banners, isBanner) &&
    isListOf(value.hot, isBanner) &&
    isListOf(value.player, isAnnouncement) &&
    isListOf(value.popup, isAnnouncement) &&
    Array.isArray(value.promotion) &&
    isListOf(value.agent, isAnnouncement) &&
    isObject(value.footer)
  );
}

const isGame = (g: Record<string, unknown>) =>
  typeof g.nodeId === 'string' &&
  typeof g.gameId === 'number' &&
  typeof g.displayName === 'string' &&
  typeof g.vendorCode === 'string' &&
  typeof g.gameType === 'string';

export function isHotGamesShape(value: unknown): value is HotGames {
  return isObject(value) && isListOf(value.list, isGame);
}

/** A page of a game list (/m/rng and the other category lists). */
export function isGameListPageShape(value: unknown): value is GameListPage {
  return (
    isObject(value) &&
    isListOf(value.games, isGame) &&
    typeof value.pageNum === 'number' &&
    typeof value.totalPages === 'number' &&
    typeof value.totalCount === 'number'
  );
}

/** A game list's class chips: each vendor's code, name and game count. */
export function isVendorGameTypesShape(value: unknown): value is VendorGameTypes {
  return (
    isObject(value) &&
    isListOf(
      value.list,
      (v) =>
        typeof v.vassalage === 'string' &&
        typeof v.displayName === 'string' &&
        typeof v.gameCount === 'number',
    )
  );
}

export function isGameMenusShape(value: unknown): value is GameMenus {
  return (
    isObject(value) &&
    isListOf(value.list, (m) => typeof m.key === 'string' && typeof m.gameCount === 'number')
  );
}

export function isMerchantSettingsShape(value: unknown): value is MerchantSettings {
  return (
    isObject(value) &&
    typeof value.merchantCode === 'string' &&
    Array.isArray(value.languages) &&
    isObject(value.currency) &&
    typeof value.currency.symbol === 'string' &&
    isObject(value.template) &&
    typeof value.licence === 'string'
  );
}

const isLotteryGame = (g: Record<string, unknown>) =>
  typeof g.gameId === 'number' &&
  typeof g.remark === 'string' &&
  typeof g.gameType === 'string' &&
  typeof g.remainTime === 'number' &&
  Array.isArray(g.lotteryTime) &&
  g.lotteryTime.length === 2 &&
  typeof g.isSale === 'boolean' &&
  Array.isArray(g.betTypes) &&
  isObject(g.odds);

/** The lottery lobby's first screen (/m/lott): its groups and their games' cards. */
export function isLotteryMenuShape(value: unknown): value is LotteryMenuValue {
  return (
    isObject(value) &&
    typeof value.serverTime === 'number' &&
    isListOf(
      value.groups,
      (group) =>
        typeof group.tag === 'string' &&
        typeof group.label === 'string' &&
        isListOf(group.gameMenus, isLotteryGame),
    )
  );
}
