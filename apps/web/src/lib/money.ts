import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  numberLocale,
  type MoneyFormat,
} from '@app/contracts';
import { apiGet } from './api-client.ts';
import { toApiLanguage } from '../i18n/index.ts';

/**
 * Amounts on every screen (decision 034): the rule itself lives in contracts (rules/money.ts);
 * this module adds what a screen knows, the member's language and the merchant's currency.
 */

export type Money = MoneyFormat;

/** "R$ 1.234,56", negatives with a real minus sign. */
export const money = formatMoney;

/** Movements (net, ledger movements, results): + for money in, − for money out. */
export const signedMoney = formatSignedMoney;

export type Tone = 'positive' | 'negative' | 'neutral';

export function toneOf(cents: number): Tone {
  return cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
}

/** The number locale of the current UI language (pt-BR, en-US or vi-VN). */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocale(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
}

let schemaModule: Promise<typeof import('./merchant-settings-schema.ts')> | undefined;
const schema = () => (schemaModule ??= import('./merchant-settings-schema.ts'));

/**
 * The merchant's currency symbol, '' until the settings arrive. Same key, call and schema as
 * the home page's settings query (features/home/api/home-queries.ts), so whichever screen asks
 * first fills the cache for the other and the header costs no extra call on the home page.
 */
export function useCurrencySymbol({ enabled = true }: { enabled?: boolean } = {}): string {
  const { i18n } = useTranslation();
  const language = toApiLanguage(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
  const settings = useQuery({
    queryKey: ['merchant-settings', { language }] as const,
    queryFn: async ({ signal }) =>
      apiGet(API.consolidatedSettings, (await schema()).MerchantSettings, {
        query: { language },
        signal,
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
  return settings.data?.currency.symbol ?? '';
}

/** How amounts are written here: the merchant's symbol, the UI language's digits. */
export function useMoneyFormat(): Money {
  return { symbol: useCurrencySymbol(), locale: useNumberLocale() };
}

/** money() bound to this screen's format: (cents) => "R$ 1.234,56". */
export function useFormatMoney(): (cents: number) => string {
  const currency = useMoneyFormat();
  return (cents) => money(cents, currency);
}

/** Percentages from basis points in the UI language's digits: 100 -> "1,00%" / "1.00%". */
export function useFormatPercent(): (basisPoints: number) => string {
  const locale = useNumberLocale();
  return (basisPoints) => formatPercent(basisPoints, locale);
}
