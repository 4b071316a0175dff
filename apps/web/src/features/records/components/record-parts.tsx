import { useId, type ReactNode } from 'react';
import { money, signedMoney, toneOf, type Money } from '../../../lib/money.ts';
import styles from './records.module.css';

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

export function RowMeta({
  time,
  iso,
  children,
}: {
  time: string;
  iso: string;
  children?: ReactNode;
}) {
  return (
    <p className={styles.meta}>
      <time dateTime={iso}>{time}</time>
      {children && <span>{children}</span>}
    </p>
  );
}

export interface Fact {
  label: string;
  value: string;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface TotalsProps {
  title: string;
  facts: readonly Fact[];
  net: { label: string; cents: number };
  currency: Money;
}

/** Sums of the rows loaded so far (the APIs give no totals for a whole range). */
export function Totals({ title, facts, net, currency }: TotalsProps) {
  const id = useId();
  const tone = toneOf(net.cents);
  return (
    <section className={styles.totals} aria-labelledby={id}>
      <h2 id={id} className={styles.totalsTitle}>
        {title}
      </h2>
      <dl className={styles.totalsFacts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>{net.label}</dt>
          <dd className={styles[tone]} data-tone={tone}>
            {signedMoney(net.cents, currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
