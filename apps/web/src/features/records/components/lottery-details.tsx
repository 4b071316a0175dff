import { useTranslation } from '../../../i18n/use-translation.ts';
import { winningNumberRows, type GameRecord } from '@app/contracts';
import { betTitle, picksText } from '../../lottery-betting/lib/bet-text.ts';
import { Facts } from './record-parts.tsx';

type LotteryFacts = NonNullable<GameRecord['lottery']>;

/**
 * The number a bet is read against, on one line: the special prize (GB) of a regional result,
 * the five digits of an entertainment one.
 */
export function headlineNumber(winningNumber: string | null): string | null {
  const [first, ...rest] = winningNumberRows(winningNumber);
  if (!first) return null;
  return rest.length > 0
    ? `${first.label ?? ''} ${first.cells.join(' ')}`.trim()
    : first.cells.join(' ');
}

/** A lottery bet's own facts in the betting record: bet, picks, result and winning number. */
export function LotteryDetails({ lottery }: { lottery: LotteryFacts }) {
  const { t } = useTranslation();
  return (
    <Facts
      facts={[
        { label: t('records.lottery.bet'), value: betTitle(t, lottery) },
        { label: t('records.lottery.picks'), value: picksText(t, lottery.picks) },
        {
          label: t('records.lottery.result'),
          value: t(`records.lottery.status.${lottery.status}`),
        },
        {
          label: t('records.lottery.winningNumber'),
          value: headlineNumber(lottery.winningNumber) ?? t('records.lottery.notDrawn'),
        },
      ]}
    />
  );
}
