import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { API } from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { merchantSettingsQuery } from '../../../lib/merchant-settings.ts';
import {
  firstScreenParser,
  isAnnouncementsShape,
  isGameMenusShape,
  isHotGamesShape,
} from '../../../lib/first-screen-parsers.ts';

/** Banners (B: the m_home carousel and the m_hot `hot` list), ticker (PL), notices (PU). */
const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU';
/** Narrows `banners` to the carousel's group; the `hot` list always carries m_hot. */
const HOME_BANNER_GROUP = 'm_home';
const STALE_MS = 60_000;

let schemasModule: Promise<typeof import('./home-schemas.ts')> | undefined;
const schemas = () => (schemasModule ??= import('./home-schemas.ts'));
// The first screen's answers: shape checks in production, the contract in development.
const announcementsParser = () =>
  firstScreenParser(
    isAnnouncementsShape,
    'announcement list',
    async () => (await schemas()).Announcements,
  );
const hotGamesParser = () =>
  firstScreenParser(isHotGamesShape, 'hot games list', async () => (await schemas()).HotGames);
const gameMenusParser = () =>
  firstScreenParser(isGameMenusShape, 'game menu list', async () => (await schemas()).GameMenus);

export const homeKeys = {
  announcements: (language: string) =>
    [
      'announcements',
      { types: HOME_ANNOUNCEMENT_TYPES, platform: 'M', groupName: HOME_BANNER_GROUP, language },
    ] as const,
  hotGames: (language: string) => ['games', 'hot', { language }] as const,
  gameMenus: () => ['games', 'menus'] as const,
};

export function announcementsQuery(language: string) {
  return queryOptions({
    queryKey: homeKeys.announcements(language),
    queryFn: async ({ signal }) =>
      apiGet(API.announcements, await announcementsParser(), {
        query: {
          types: HOME_ANNOUNCEMENT_TYPES,
          platform: 'M',
          groupName: HOME_BANNER_GROUP,
          language,
        },
        signal,
      }),
    staleTime: STALE_MS,
  });
}

export function hotGamesQuery(language: string) {
  return queryOptions({
    queryKey: homeKeys.hotGames(language),
    queryFn: async ({ signal }) =>
      apiGet(API.hotGames, await hotGamesParser(), {
        query: { isPlatform: '2', platform: 'html5', language },
        signal,
      }),
    staleTime: STALE_MS,
  });
}

export function gameMenusQuery() {
  return queryOptions({
    queryKey: homeKeys.gameMenus(),
    queryFn: async ({ signal }) =>
      apiGet(API.gameMenus, await gameMenusParser(), { signal, sendLanguage: false }),
    staleTime: 5 * STALE_MS,
  });
}

function useApiLanguage(): string {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

// On a language switch the previous answer stays on screen until the new one arrives, so the
// page does not fall back to skeletons.
export function useHomeAnnouncements() {
  return useQuery({ ...announcementsQuery(useApiLanguage()), placeholderData: keepPreviousData });
}

export function useHotGames() {
  return useQuery({ ...hotGamesQuery(useApiLanguage()), placeholderData: keepPreviousData });
}

export function useGameMenus() {
  return useQuery(gameMenusQuery());
}

/**
 * Starts every home call at once. The router can call this from the home route's loader so the
 * calls run while the lazy home chunk downloads: the first banner is the LCP element.
 */
export function prefetchHome(queryClient: QueryClient, locale: string): void {
  const language = toApiLanguage(locale);
  void queryClient.prefetchQuery(announcementsQuery(language));
  void queryClient.prefetchQuery(hotGamesQuery(language));
  void queryClient.prefetchQuery(gameMenusQuery());
  void queryClient.prefetchQuery(merchantSettingsQuery(language));
}
