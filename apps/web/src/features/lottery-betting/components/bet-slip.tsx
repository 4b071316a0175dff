import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  layoutCellCount,
  lineCostCents,
  lineUnits,
  LOTTERY_MAX_LINES,
  type ResultLayout,
} from '@app/contracts';
import { betTitle, picksText } from '../lib/bet-text.ts';
import type { SlipLine } from '../lib/slip.ts';
import styles from './betting.module.css';

interface LinesProps {
  lines: readonly SlipLine[];
  layout: ResultLayout;
  money: (cents: number) => string;
}

/** One line as the slip and the confirmation read it: what, which picks, units × stake, cost. */
function LineFacts({ line, layout, money }: { line: SlipLine } & Omit<LinesProps, 'lines'>) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.lineTitle}>{betTitle(t, line)}</span>
      <span className={styles.linePicks}>{picksText(t, line.picks)}</span>
      <span className={styles.lineMath}>
        {line.betType === 'lo2'
          ? t('lotteryBetting.slip.unitsLo2', {
              count: line.picks.length,
              cells: layoutCellCount(layout),
              stake: money(line.unitStakeCents),
            })
          : t('lotteryBetting.slip.units', {
              units: lineUnits(line, layout),
              stake: money(line.unitStakeCents),
            })}
      </span>
      <strong className={styles.lineCostValue}>{money(lineCostCents(line, layout))}</strong>
    </>
  );
}

export function SlipLines({ lines, layout, money, label }: LinesProps & { label: string }) {
  return (
    <ol className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className={styles.line}>
          <LineFacts line={line} layout={layout} money={money} />
        </li>
      ))}
    </ol>
  );
}

/** The bet slip: its lines with their cost, each removable, and the whole slip clearable. */
export function BetSlip({
  lines,
  layout,
  money,
  onRemove,
  onClear,
}: LinesProps & { onRemove: (key: number) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('lotteryBetting.slip.title')}{' '}
          <span className={styles.muted}>
            {t('lotteryBetting.slip.ofMax', { count: lines.length, max: LOTTERY_MAX_LINES })}
          </span>
        </h2>
        {lines.length > 0 && (
          <button type="button" className={styles.linkButton} onClick={onClear}>
            {t('lotteryBetting.slip.clear')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className={styles.empty}>{t('lotteryBetting.slip.empty')}</p>
      ) : (
        <ol className={styles.lines} aria-label={t('lotteryBetting.slip.lines')}>
          {lines.map((line, index) => (
            <li key={line.key} className={styles.line}>
              <LineFacts line={line} layout={layout} money={money} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('lotteryBetting.slip.remove', {
                  n: index + 1,
                  what: `${betTitle(t, line)}: ${picksText(t, line.picks)}`,
                })}
                onClick={() => onRemove(line.key)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
