import type { ReactNode } from 'react';
import { money, signedMoney, toneOf, type Money } from '../../lib/money.ts';
import styles from './money-list.module.css';

/** A row's first line: what it is, and its headline amount. */
export function RowHead({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.rowHead}>
      <span className={styles.rowTitle}>{title}</span>
      {children}
    </div>
  );
}

interface AmountProps {
  /** Read before the amount by screen readers; the sighted see it from the layout. */
  label: string;
  cents: number;
  currency: Money;
  /** A signed, coloured movement (net, ledger amount) rather than a plain sum. */
  signed?: boolean;
}

/** The sign is always written: the colour repeats it, it never carries it alone. */
export function Amount({ label, cents, currency, signed = false }: AmountProps) {
  const tone = signed ? toneOf(cents) : 'neutral';
  return (
    <span className={`${styles.amount} ${styles[tone]}`} data-tone={tone}>
      <span className="sr-only">{label}: </span>
      {signed ? signedMoney(cents, currency) : money(cents, currency)}
    </span>
  );
}
