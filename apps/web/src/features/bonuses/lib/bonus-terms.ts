import { formatMoney, formatPercent, type BonusTerms, type MoneyFormat } from '@app/contracts';
import type { TFunction } from '../../../i18n/translator.ts';

/**
 * A deposit promotion's bonus terms in a line (issue 25): "Bônus de 100,00% até R$ 500,00 ·
 * depósito mínimo R$ 20,00 · apostar 20x (depósito + bônus) em 30 dias · aposta máx. R$ 25,00".
 * Amounts and the percentage by the money rule (decision 034); no minimum part when any
 * deposit qualifies.
 */
export function bonusTermsParts(terms: BonusTerms, t: TFunction, currency: MoneyFormat): string[] {
  const money = (cents: number) => formatMoney(cents, currency);
  const wagering =
    terms.wageringMultiple === 0
      ? t('bonuses.terms.noWagering', { count: terms.expiryDays })
      : t(`bonuses.terms.${terms.wageringBase}`, {
          count: terms.expiryDays,
          multiple: terms.wageringMultiple,
        });
  return [
    t('bonuses.terms.percent', {
      percent: formatPercent(terms.percentBp, currency.locale),
      max: money(terms.maxBonusCents),
    }),
    ...(terms.minDepositCents > 0
      ? [t('bonuses.terms.minDeposit', { amount: money(terms.minDepositCents) })]
      : []),
    wagering,
    t('bonuses.terms.maxBet', { amount: money(terms.maxBetCents) }),
  ];
}

export function bonusTermsText(terms: BonusTerms, t: TFunction, currency: MoneyFormat): string {
  return bonusTermsParts(terms, t, currency).join(' · ');
}
