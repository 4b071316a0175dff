import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { API } from '@app/contracts';
import { toApiLanguage } from '../i18n/index.ts';
import { apiGet } from './api-client.ts';
import { firstScreenParser, isMerchantSettingsShape } from './first-screen-parsers.ts';

/**
 * The merchant's consolidated settings (currency, licence, template flags): one query every
 * screen shares, so home, the member header, the money format and the game centre fill one
 * cache entry. Production checks the answer's shape; development loads the contract schema
 * with the first call (zod stays out of the first visit).
 */
let schemaModule: Promise<typeof import('./merchant-settings-schema.ts')> | undefined;
const schema = () => (schemaModule ??= import('./merchant-settings-schema.ts'));

const settingsParser = () =>
  firstScreenParser(
    isMerchantSettingsShape,
    'merchant settings',
    async () => (await schema()).MerchantSettings,
  );

const STALE_MS = 300_000;

/** The licence is merchant text in the request's language. */
export const merchantSettingsKey = (language: string) =>
  ['merchant-settings', { language }] as const;

export function merchantSettingsQuery(language: string) {
  return queryOptions({
    queryKey: merchantSettingsKey(language),
    queryFn: async ({ signal }) =>
      apiGet(API.consolidatedSettings, await settingsParser(), {
        query: { language },
        signal,
      }),
    staleTime: STALE_MS,
  });
}

/** The settings in the current language; a language switch keeps the previous answer shown. */
export function useMerchantSettings() {
  const { i18n } = useTranslation();
  return useQuery({
    ...merchantSettingsQuery(toApiLanguage(i18n.language)),
    placeholderData: keepPreviousData,
  });
}
