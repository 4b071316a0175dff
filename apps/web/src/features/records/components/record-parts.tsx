import { useId, type ReactNode } from 'react';
import { signedMoney, toneOf, type Money } from '../../../lib/money.ts';
import moneyList from '../../../components/money-list/money-list.module.css';
import styles from './records.module.css';

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
    <p className={moneyList.meta}>
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
          <dd className={moneyList[tone]} data-tone={tone}>
            {signedMoney(net.cents, currency)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
