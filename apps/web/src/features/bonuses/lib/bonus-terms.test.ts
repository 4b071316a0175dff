import { describe, expect, it } from 'vitest';
import type { BonusTerms } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import '../i18n/texts.ts';
import { bonusTermsText } from './bonus-terms.ts';

const TERMS: BonusTerms = {
  percentBp: 10_000,
  maxBonusCents: 50_000,
  minDepositCents: 2_000,
  wageringMultiple: 20,
  wageringBase: 'bonusAndDeposit',
  maxBetCents: 2_500,
  expiryDays: 30,
  maxConversionCents: 100_000,
  contributions: { RNG: 100 },
  oncePerMember: true,
};

const BRL = { symbol: 'R$', locale: 'pt-BR' };

describe('bonus terms summary', () => {
  it('says what the bonus gives and asks, in Portuguese, by the money rule', () => {
    expect(bonusTermsText(TERMS, i18n.getFixedT('pt'), BRL)).toBe(
      'Bônus de 100,00% até R$ 500,00 · depósito mínimo R$ 20,00 · ' +
        'apostar 20x (depósito + bônus) em 30 dias · aposta máx. R$ 25,00',
    );
  });

  it('words the wagering base, one day, no minimum and no requirement', () => {
    const t = i18n.getFixedT('pt');
    expect(
      bonusTermsText(
        { ...TERMS, wageringBase: 'bonus', expiryDays: 1, minDepositCents: 0, percentBp: 5_050 },
        t,
        BRL,
      ),
    ).toBe('Bônus de 50,50% até R$ 500,00 · apostar 20x o bônus em 1 dia · aposta máx. R$ 25,00');
    expect(bonusTermsText({ ...TERMS, wageringMultiple: 0 }, t, BRL)).toContain(
      'sem requisito de apostas, válido por 30 dias',
    );
  });

  it('reads in English and Vietnamese with their digits', async () => {
    await i18n.loadLanguages(['en', 'vi']);
    const english = { symbol: 'R$', locale: 'en-US' };
    expect(
      bonusTermsText({ ...TERMS, maxBonusCents: 123_456 }, i18n.getFixedT('en'), english),
    ).toBe(
      '100.00% bonus up to R$ 1,234.56 · minimum deposit R$ 20.00 · ' +
        'wager 20x (deposit + bonus) within 30 days · max. bet R$ 25.00',
    );
    expect(bonusTermsText(TERMS, i18n.getFixedT('vi'), { symbol: 'R$', locale: 'vi-VN' })).toBe(
      'Thưởng 100,00% tối đa R$ 500,00 · nạp tối thiểu R$ 20,00 · ' +
        'cược 20 lần (tiền nạp + tiền thưởng) trong 30 ngày · cược tối đa R$ 25,00',
    );
  });
});
