import type { Announcements, GameMenus, HotGames, MerchantSettings } from '@app/contracts';
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

export function isHotGamesShape(value: unknown): value is HotGames {
  return (
    isObject(value) &&
    isListOf(
      value.list,
      (g) =>
        typeof g.nodeId === 'string' &&
        typeof g.gameId === 'number' &&
        typeof g.displayName === 'string' &&
        typeof g.vendorCode === 'string' &&
        typeof g.gameType === 'string',
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
