import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { winningNumberRows, type WinningRow } from '@app/contracts';
import './lottery-texts.ts';
import styles from './winning-numbers.module.css';

export interface WinningNumbersProps {
  /** The result string ("12345|67890,..." or "38172"); null or empty before the first draw. */
  value: string | null | undefined;
  /**
   * compact: a card's line (a digits result as balls, a regional result as its special prize
   * GB, with a control that opens the other rows); full: every row, labelled GB and G1 to G9.
   */
  variant?: 'compact' | 'full';
  /** Accessible name of the group; defaults to "Winning numbers". */
  label?: string;
  className?: string;
}

function Cells({ row, boxes }: { row: WinningRow; boxes: boolean }) {
  return (
    <span className={styles.cells}>
      {row.cells.map((cell, index) => (
        <span key={index} className={boxes ? styles.box : styles.ball}>
          {cell}
        </span>
      ))}
    </span>
  );
}

/**
 * Winning numbers (spec 2): rows by "|", labelled GB and G1 to G9 when there are several, cells
 * by commas (or tildes), a single row one ball per digit. Regional rows show each prize number
 * as a box; the special prize stands out.
 */
export function WinningNumbers({ value, variant = 'full', label, className }: WinningNumbersProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const rows = winningNumberRows(value);
  const name = label ?? t('lottery.winningNumbers');
  const rowName = (row: WinningRow) =>
    row.label ? t(`lottery.prizeRow.${row.label}`, { defaultValue: row.label }) : name;

  if (rows.length === 0) {
    return (
      <p className={`${styles.empty} ${className ?? ''}`} data-variant={variant}>
        {t('lottery.noResult')}
      </p>
    );
  }

  const single = rows.length === 1;
  // Spec 2 lays a regional result out in rows GB and G1 to G9: a card opens them on demand.
  const collapsible = variant === 'compact' && !single;
  const shown = collapsible && !expanded ? rows.slice(0, 1) : rows;
  return (
    <div
      role="group"
      aria-label={name}
      data-variant={variant}
      className={`${styles.numbers} ${styles[variant]} ${className ?? ''}`}
    >
      {single ? (
        <div className={styles.row}>
          <Cells row={shown[0]!} boxes={false} />
        </div>
      ) : (
        <table className={styles.table} id={tableId}>
          <tbody>
            {shown.map((row) => (
              <tr key={row.label} className={styles.row} data-row={row.label}>
                <th scope="row" className={styles.label}>
                  <abbr title={rowName(row)} aria-label={rowName(row)}>
                    {row.label}
                  </abbr>
                </th>
                <td>
                  <Cells row={row} boxes />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {collapsible && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('lottery.fewerPrizes') : t('lottery.allPrizes', { count: rows.length })}
        </button>
      )}
    </div>
  );
}
