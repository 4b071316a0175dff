import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_LIMIT_MINUTES,
  type PendingChange,
  type ProtectionState,
} from '@app/contracts';
import { listTime } from '../../../lib/period.ts';
import { useSetRealityCheck, useSetSessionLimit } from '../api/protection-queries.ts';
import { minutesText } from '../lib/format.ts';
import { errorText } from './states.tsx';
import styles from './protection.module.css';

/** The session time limit and the reality-check interval: a choice and a save button each. */
export function TimeCard({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sessionLimit = useSetSessionLimit();
  const realityCheck = useSetRealityCheck();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('protection.time.heading')}
      </h2>
      <div>
        <ChoiceRow
          label={t('protection.time.sessionLimit')}
          hint={t('protection.time.sessionHint')}
          current={state.sessionLimitMinutes}
          pending={state.sessionLimitPending}
          choices={RG_SESSION_LIMIT_MINUTES}
          noneText={t('protection.time.none')}
          mutation={sessionLimit}
        />
        <ChoiceRow
          label={t('protection.time.realityCheck')}
          hint={t('protection.time.realityHint')}
          current={state.realityCheckMinutes}
          pending={null}
          choices={RG_REALITY_CHECK_MINUTES}
          noneText={t('protection.time.off')}
          every
          mutation={realityCheck}
        />
      </div>
    </section>
  );
}

function ChoiceRow({
  label,
  hint,
  current,
  pending,
  choices,
  noneText,
  every = false,
  mutation,
}: {
  label: string;
  hint: string;
  current: number | null;
  pending: PendingChange | null;
  choices: readonly number[];
  noneText: string;
  every?: boolean;
  mutation: UseMutationResult<unknown, Error, { minutes: number | null }>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [choice, setChoice] = useState(current === null ? '' : String(current));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const text = (minutes: number | null) => {
    if (minutes === null) return noneText;
    const time = minutesText(t, 'protection.minutes', minutes);
    return every ? t('protection.time.every', { time }) : time;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    mutation.mutate(
      { minutes: choice === '' ? null : Number(choice) },
      {
        onSuccess: () => setNotice({ ok: true, text: t('protection.saved') }),
        onError: (error) =>
          setNotice({ ok: false, text: errorText(error, t('protection.loadFailed')) }),
      },
    );
  };
  return (
    <section className={styles.row} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.rowLabel}>
        {label}
      </h3>
      <p className={styles.rowState}>
        <strong>{text(current)}</strong>
      </p>
      <p className={styles.rowMeta}>{hint}</p>
      {pending && (
        <p className={styles.pending}>
          {pending.value === null
            ? t('protection.limits.pendingRemove', { time: listTime(pending.effectiveAt) })
            : t('protection.limits.pending', {
                value: text(pending.value),
                time: listTime(pending.effectiveAt),
              })}
        </p>
      )}
      <form className={`${styles.rowForm} ${styles.inline}`} aria-label={label} onSubmit={submit}>
        <label className={styles.field}>
          <span className="sr-only">{label}</span>
          <select value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{noneText}</option>
            {choices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {text(minutes)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className={styles.smallButton}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          aria-label={`${t('protection.save')}: ${label}`}
        >
          {t('protection.save')}
        </button>
      </form>
      {notice && (
        <p
          className={`${styles.rowForm} ${notice.ok ? styles.success : styles.error}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
