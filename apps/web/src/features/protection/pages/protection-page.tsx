import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type ProtectionState,
  type RgLimitKind,
  type RgLimitState,
  type RgPeriod,
} from '@app/contracts';
import { useFormatMoney } from '../../../lib/money.ts';
import { listTime } from '../../../lib/period.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useProtectionState, useRealMember, useSetLimit } from '../api/protection-queries.ts';
import { ActivityCard, HistoryCard } from '../components/activity.tsx';
import { BreaksCard } from '../components/breaks.tsx';
import { TimeCard } from '../components/time-limits.tsx';
import { parseAmount } from '../lib/format.ts';
import { errorText, QueryState, useLimitName } from '../components/states.tsx';
import styles from '../components/protection.module.css';

/**
 * /m/protection (issue 23, decision 048): the member's deposit, loss and wager limits per day,
 * week and month, the session time limit and reality checks, breaks and self-exclusion, their
 * activity and the history of every change. The server enforces all of it; this screen shows
 * the state and sends the member's changes.
 */
export function ProtectionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { enabled } = useRealMember();
  if (session === null) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.state}`}>
          <p role="status">{t('protection.loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={modals.openLogin}>
            {t('protection.login')}
          </button>
        </div>
      </div>
    );
  }
  if (!enabled) {
    return (
      <div className={styles.page}>
        <p className={`${styles.card} ${styles.state}`} role="alert">
          {t('protection.trial')}
        </p>
      </div>
    );
  }
  return <Protection />;
}

function Protection() {
  const { t } = useTranslation();
  const state = useProtectionState();
  return (
    <div className={styles.page}>
      <QueryState query={state}>
        {state.data && (
          <>
            <p className={styles.intro}>
              {t('protection.intro', { hours: state.data.coolingOffHours })}
            </p>
            {RG_LIMIT_KINDS.map((kind) => (
              <LimitCard key={kind} kind={kind} state={state.data} />
            ))}
            <TimeCard state={state.data} />
            <BreaksCard state={state.data} />
            <ActivityCard activity={state.data.activity} />
          </>
        )}
      </QueryState>
      <HistoryCard />
    </div>
  );
}

function LimitCard({ kind, state }: { kind: RgLimitKind; state: ProtectionState }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} id={`limits-${kind}`}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t(`protection.kindTitle.${kind}`)}
      </h2>
      <div>
        {RG_PERIODS.map((period) => {
          const limit = state.limits.find((item) => item.kind === kind && item.period === period);
          return (
            <LimitRow
              key={period}
              kind={kind}
              period={period}
              limit={
                limit ?? {
                  kind,
                  period,
                  amountCents: null,
                  pending: null,
                  usedCents: 0,
                  resetsAt: '',
                }
              }
            />
          );
        })}
      </div>
    </section>
  );
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

function LimitRow({
  kind,
  period,
  limit,
}: {
  kind: RgLimitKind;
  period: RgPeriod;
  limit: RgLimitState;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const name = useLimitName()(kind, period);
  const labelId = useId();
  const save = useSetLimit();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const send = (amountCents: number | null) => {
    setNotice(null);
    save.mutate(
      { kind, period, amountCents },
      {
        onSuccess: () => {
          setOpen(false);
          setAmount('');
          setNotice({ tone: 'success', text: t('protection.saved') });
        },
        onError: (error) => {
          const text = errorText(error, t('protection.loadFailed'));
          if (open) setProblem(text);
          else setNotice({ tone: 'error', text });
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(amount);
    if (cents === null) return setProblem(t('protection.limits.amountInvalid'));
    setProblem(null);
    send(cents);
  };

  const { pending } = limit;
  const removable = limit.amountCents !== null && !(pending && pending.value === null);
  const action = t(`protection.limits.${limit.amountCents === null ? 'set' : 'change'}`);
  return (
    <section className={styles.row} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.rowLabel}>
        <span className="sr-only">{name}</span>
        <span aria-hidden="true">{t(`protection.periodTitle.${period}`)}</span>
      </h3>
      <p className={styles.rowState}>
        <strong>
          {limit.amountCents === null ? t('protection.limits.noLimit') : money(limit.amountCents)}
        </strong>
        {' · '}
        {t('protection.limits.used', { amount: money(limit.usedCents) })}
      </p>
      {limit.resetsAt && (
        <p className={styles.rowMeta}>
          {t('protection.limits.resets', { time: listTime(limit.resetsAt) })}
        </p>
      )}
      <div className={styles.rowAction}>
        <button
          type="button"
          className={styles.smallButton}
          aria-label={t('protection.limits.actionOf', { action, name })}
          aria-expanded={open}
          onClick={() => {
            setNotice(null);
            setProblem(null);
            setOpen(!open);
          }}
        >
          {action}
        </button>
      </div>
      {pending && (
        <p className={styles.pending}>
          {pending.value === null
            ? t('protection.limits.pendingRemove', { time: listTime(pending.effectiveAt) })
            : t('protection.limits.pending', {
                value: money(pending.value),
                time: listTime(pending.effectiveAt),
              })}
        </p>
      )}
      {(open || notice) && (
        <div className={styles.rowForm}>
          {open && (
            <form className={styles.form} aria-label={name} onSubmit={submit} noValidate>
              <label className={styles.field}>
                {name}
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  maxLength={16}
                  aria-invalid={problem !== null || undefined}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </label>
              {problem && (
                <p className={styles.error} role="alert">
                  {problem}
                </p>
              )}
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => {
                    setOpen(false);
                    setProblem(null);
                  }}
                >
                  {t('protection.cancel')}
                </button>
                <button
                  type="submit"
                  className={styles.primary}
                  disabled={save.isPending}
                  aria-busy={save.isPending}
                >
                  {t('protection.save')}
                </button>
              </div>
              {removable && (
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('protection.limits.actionOf', {
                    action: t('protection.limits.remove'),
                    name,
                  })}
                  disabled={save.isPending}
                  onClick={() => send(null)}
                >
                  {t('protection.limits.remove')}
                </button>
              )}
            </form>
          )}
          {notice && (
            <p
              className={notice.tone === 'success' ? styles.success : styles.error}
              role={notice.tone === 'success' ? 'status' : 'alert'}
            >
              {notice.text}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
