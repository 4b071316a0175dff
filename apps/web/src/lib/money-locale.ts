import { useTranslation } from '../i18n/use-translation.ts';
import { numberLocale } from '@app/contracts';
import { useMerchantSettings } from './merchant-settings.ts';

/**
 * What a screen knows for the money rule (contracts rules/money.ts, decision 034): the number
 * locale of the member's language and the merchant's currency symbol. Its own module because
 * the member header and the jackpot run it on the first visit; the helpers only lazy screens
 * use live in lib/money.ts.
 */

/** The number locale of the current UI language (pt-BR, en-US or vi-VN). */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocale(i18n.language);
}

/** The merchant's currency symbol, '' until the settings arrive. */
export function useCurrencySymbol(): string {
  return useMerchantSettings().data?.currency.symbol ?? '';
}
