import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HOME_WIDGETS_API, HotMatches, News, Winners, type Language } from '@app/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { toApiLanguage } from '../../../i18n/index.ts';

/** The server rebuilds these at most every 10 to 30 s; a home visit need not ask more often. */
const STALE_MS = 30_000;
/** The board is a ticker of a dozen rows. */
export const WINNERS_SHOWN = 10;

export const homeWidgetKeys = {
  hotMatches: (language: Language) => ['home-widgets', 'hot-matches', { language }] as const,
  news: (language: Language) => ['home-widgets', 'news', { language }] as const,
  winners: (language: Language) => ['home-widgets', 'winners', { language }] as const,
};

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toApiLanguage(i18n.language);
}

export function useHotMatches() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeWidgetKeys.hotMatches(language),
    queryFn: ({ signal }) =>
      apiGet(HOME_WIDGETS_API.hotMatches, HotMatches, { query: { language }, signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useNews() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeWidgetKeys.news(language),
    queryFn: ({ signal }) => apiGet(HOME_WIDGETS_API.news, News, { query: { language }, signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useWinners() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeWidgetKeys.winners(language),
    queryFn: ({ signal }) =>
      apiGet(HOME_WIDGETS_API.winners, Winners, {
        query: { language, limit: String(WINNERS_SHOWN) },
        signal,
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}
