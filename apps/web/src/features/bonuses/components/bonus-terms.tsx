import '../i18n/texts.ts';
import type { BonusTerms, MoneyFormat } from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { bonusTermsText } from '../lib/bonus-terms.ts';

/**
 * Under the deposit screen's promotion picker (issue 25): what the chosen promotion's bonus
 * gives and asks. The picker points at it (aria-describedby) by `id`.
 */
export function BonusTermsSummary({
  id,
  terms,
  currency,
  className,
}: {
  id: string;
  terms: BonusTerms;
  currency: MoneyFormat;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className={className}>
      <span className="sr-only">{t('bonuses.terms.label')}:</span>{' '}
      {bonusTermsText(terms, t, currency)}
    </p>
  );
}
