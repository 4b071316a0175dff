import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API, type BannerGroup, GAME_TYPE_BANNER_GROUPS } from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { firstScreenParser, isAnnouncementsShape } from '../../../lib/first-screen-parsers.ts';
import { gameListType, gameCentreType } from '../../../lib/chrome-rules.ts';

const STALE_MS = 60_000;
const TYPES = 'B,PL,PU';

/**
 * Banners (B), ticker (PL) and notices (PU) of one category's banner group. Free of zod (a
 * shape check in production, the schema loading with the call in development), so the router
 * can start the call from a route loader while the lazy page downloads: the first banner is the
 * page's largest paint.
 */
export function categoryAnnouncementsQuery(group: BannerGroup, language: string) {
  return queryOptions({
    queryKey: ['announcements', { types: TYPES, platform: 'M', groupName: group, language }],
    queryFn: ({ signal }) =>
      apiGet(
        API.announcements,
        firstScreenParser(isAnnouncementsShape, 'announcement list', () =>
          import('./announcement-schema.ts').then((module) => module.Announcements),
        ),
        { signal, query: { types: TYPES, platform: 'M', groupName: group, language } },
      ),
    staleTime: STALE_MS,
  });
}

/** The banner group a game list (`list`) or game centre (`centre`) URL shows. */
export function bannerGroupOfUrl(page: 'list' | 'centre', url: URL): BannerGroup {
  const type = (page === 'list' ? gameListType : gameCentreType)(url.pathname, url.search);
  return GAME_TYPE_BANNER_GROUPS[type];
}

export function prefetchCategoryAnnouncements(
  client: QueryClient,
  page: 'list' | 'centre',
  url: URL,
  language: string,
): void {
  void client.prefetchQuery(categoryAnnouncementsQuery(bannerGroupOfUrl(page, url), language));
}
