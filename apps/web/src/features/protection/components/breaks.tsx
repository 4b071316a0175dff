import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  RG_SELF_EXCLUSION_DURATIONS,
  RG_TIMEOUT_DURATIONS,
  TIMING,
  type ProtectionState,
  type RgExclusionDuration,
  type RgExclusionState,
} from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { listTime } from '../../../lib/period.ts';
import { accountToast } from '../../accounts/lib/account-ui-store.ts';
import { useConfirmLogout } from '../../member/hooks/use-logout.ts';
import { useRequestExclusionEnd, useTakeExclusion } from '../api/protection-queries.ts';
import { errorText } from './states.tsx';
import styles from './protection.module.css';

type ExclusionKind = 'timeout' | 'self';

/**
 * Breaks and self-exclusion: what they mean, a choice of length for each, and a confirmation
 * with the login password; the member is signed out once the server has recorded it. With one
 * in force (a sign-in to withdraw only), its state and, for a self-exclusion whose period is
 * over, the request to end it.
 */
export function BreaksCard({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState<{
    kind: ExclusionKind;
    duration: RgExclusionDuration;
  } | null>(null);
  const hours = state.coolingOffHours;
  return (
    <section className={styles.card} aria-labelledby={headingId} id="breaks">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('protection.breaks.heading')}
      </h2>
      <p className={styles.hint}>{t('protection.breaks.consequences')}</p>
      <ul className={styles.consequences}>
        <li>{t('protection.breaks.noPlay')}</li>
        <li>{t('protection.breaks.noDeposit')}</li>
        <li>{t('protection.breaks.noMarketing')}</li>
        <li>{t('protection.breaks.withdrawable')}</li>
      </ul>
      <p className={styles.hint}>{t('protection.breaks.selfEnd', { hours })}</p>
      {state.exclusion ? (
        <ActiveExclusion exclusion={state.exclusion} />
      ) : (
        <>
          <Choose
            kind="timeout"
            durations={RG_TIMEOUT_DURATIONS}
            onChoose={(duration) => setConfirming({ kind: 'timeout', duration })}
          />
          <Choose
            kind="self"
            durations={RG_SELF_EXCLUSION_DURATIONS}
            onChoose={(duration) => setConfirming({ kind: 'self', duration })}
          />
        </>
      )}
      {confirming && (
        <ConfirmExclusion
          kind={confirming.kind}
          duration={confirming.duration}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function Choose({
  kind,
  durations,
  onChoose,
}: {
  kind: ExclusionKind;
  durations: readonly RgExclusionDuration[];
  onChoose: (duration: RgExclusionDuration) => void;
}) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<RgExclusionDuration>(durations[0]!);
  const title = t(`protection.breaks.${kind}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(duration);
  };
  return (
    <form className={styles.form} aria-label={title} onSubmit={submit}>
      <h3 className={styles.subTitle}>{title}</h3>
      <label className={styles.field}>
        {t(`protection.breaks.${kind}Field`)}
        <select
          value={duration}
          onChange={(event) => setDuration(event.target.value as RgExclusionDuration)}
        >
          {durations.map((item) => (
            <option key={item} value={item}>
              {t(`protection.duration.${item}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.danger}>
        {t(`protection.breaks.${kind}Button`)}
      </button>
    </form>
  );
}

function ConfirmExclusion({
  kind,
  duration,
  onClose,
}: {
  kind: ExclusionKind;
  duration: RgExclusionDuration;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const take = useTakeExclusion();
  const logout = useConfirmLogout();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const title = t(
    kind === 'timeout' ? 'protection.breaks.confirmTimeout' : 'protection.breaks.confirmSelf',
    {
      duration: t(`protection.duration.${duration}`),
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (take.isPending) return;
    if (!password) return setProblem(t('protection.breaks.passwordRequired'));
    setProblem(null);
    take.mutate(
      { duration, password },
      {
        onSuccess: async () => {
          const done = t('protection.breaks.done');
          onClose();
          await logout();
          accountToast.show(done, TIMING.toastLongMs);
        },
        onError: (error) => setProblem(errorText(error, t('protection.loadFailed'))),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={title}>
      <form className={styles.form} aria-label={title} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('protection.breaks.confirmText')}</p>
        <label className={styles.field}>
          {t('protection.breaks.password')}
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={128}
            data-autofocus
            aria-invalid={problem !== null || undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('protection.cancel')}
          </button>
          <button
            type="submit"
            className={styles.primary}
            disabled={take.isPending}
            aria-busy={take.isPending}
          >
            {t('protection.breaks.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ActiveExclusion({ exclusion }: { exclusion: RgExclusionState }) {
  const { t } = useTranslation();
  const end = useRequestExclusionEnd();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const permanent = exclusion.duration === 'permanent';
  const status =
    exclusion.kind === 'timeout'
      ? t('protection.breaks.activeTimeout', {
          time: exclusion.until ? listTime(exclusion.until) : '',
        })
      : permanent
        ? t('protection.breaks.activePermanent')
        : t('protection.breaks.activeSelf', { time: listTime(exclusion.startedAt) });
  // The server judges whether the period is over (its clock); the member may ask once.
  const canAskEnd = exclusion.kind === 'self' && !permanent && exclusion.endRequestedAt === null;
  return (
    <div className={styles.form} role="group" aria-label={t('protection.breaks.active')}>
      <p className={styles.rowState}>
        <strong>{status}</strong>
      </p>
      {exclusion.kind === 'self' && exclusion.until && (
        <p className={styles.hint}>
          {t('protection.breaks.until', { time: listTime(exclusion.until) })}
        </p>
      )}
      {exclusion.endRequestedAt && exclusion.endsAt && (
        <p className={styles.pending}>
          {t('protection.breaks.endRequested', {
            requested: listTime(exclusion.endRequestedAt),
            time: listTime(exclusion.endsAt),
          })}
        </p>
      )}
      {canAskEnd && (
        <button
          type="button"
          className={styles.secondary}
          disabled={end.isPending}
          aria-busy={end.isPending}
          onClick={() => {
            setNotice(null);
            end.mutate(
              {},
              {
                onSuccess: () =>
                  setNotice({ ok: true, text: t('protection.breaks.endRequestedDone') }),
                onError: (error) =>
                  setNotice({ ok: false, text: errorText(error, t('protection.loadFailed')) }),
              },
            );
          }}
        >
          {t('protection.breaks.endRequest')}
        </button>
      )}
      {notice && (
        <p
          className={notice.ok ? styles.success : styles.error}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
