import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { API, DownloadLinks } from '@app/contracts';
import { toApiLanguage } from '../../../i18n/index.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Download links by resource type and the merchant's mobile template (spec section 7). */
export function useDownloadLinks() {
  const { i18n } = useTranslation();
  const language = toApiLanguage(i18n.language);
  return useQuery({
    queryKey: ['system', 'download-links', language] as const,
    queryFn: ({ signal }) =>
      apiGet(API.downloadLinks, DownloadLinks, { signal, query: { language } }),
    staleTime: 5 * 60_000,
  });
}
