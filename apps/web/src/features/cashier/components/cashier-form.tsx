import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WithdrawInfo } from '@app/contracts';
import { useWithdrawInfo } from '../api/cashier-queries.ts';
import { money, type Money } from '../../../lib/money.ts';
import { CashierGate } from './cashier-gate.tsx';
import styles from './cashier.module.css';

/** The member's balance at the top of the deposit and withdraw screens ('…' until it loads). */
export function BalanceCard({ cents, currency }: { cents: number | undefined; currency: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card}>
      <p className={styles.balance}>
        <span>{t('cashier.balance')}</span>
        <strong aria-label={t('cashier.balance')}>
          {cents === undefined ? '…' : money(cents, currency)}
        </strong>
      </p>
    </section>
  );
}

/** The end of a cashier form: the server's refusal, the sent notice and the submit button. */
export function FormEnd({
  error,
  sent = null,
  pending,
  submit,
}: {
  error: string | null;
  /** The notice once the request went through, if the form stays on screen. */
  sent?: string | null;
  pending: boolean;
  submit: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className={styles.success}>
          {sent}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={pending}>
        {submit}
      </button>
    </>
  );
}

/**
 * A withdrawal set-up screen (payee, withdrawal password): behind the cashier gate, shown once
 * the withdraw info has loaded, as one titled form card.
 */
export function WithdrawSetup({ children }: { children: (info: WithdrawInfo) => ReactNode }) {
  return (
    <CashierGate>
      <WithdrawInfoLoaded>{children}</WithdrawInfoLoaded>
    </CashierGate>
  );
}

function WithdrawInfoLoaded({ children }: { children: (info: WithdrawInfo) => ReactNode }) {
  const info = useWithdrawInfo();
  return info.data ? children(info.data) : null;
}

/** The card form of a set-up screen, labelled by its title. */
export function SetupForm({
  id,
  title,
  onSubmit,
  noValidate,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        noValidate={noValidate}
      >
        <h2 id={`${id}-title`} className={styles.heading}>
          {title}
        </h2>
        {children}
      </form>
    </div>
  );
}
