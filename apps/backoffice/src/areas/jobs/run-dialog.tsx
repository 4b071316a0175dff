import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JOB_NAMES,
  JOB_PERIOD_KIND,
  isPeriodKey,
  type JobName,
  type JobRun,
} from '@app/contracts/backoffice';
import { Dialog } from '../../components/dialog.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { useRunJob } from './jobs-api.ts';
import { RunDetail } from './run-detail.tsx';

/** The newest period of a job that has ended (UTC): yesterday, or the minute before this one. */
export function lastEndedKey(job: JobName, now = Date.now()): string {
  return JOB_PERIOD_KIND[job] === 'daily'
    ? new Date(now - 86_400_000).toISOString().slice(0, 10)
    : new Date(now - 60_000).toISOString().slice(0, 16);
}

/**
 * "Run again for a period" (admins only: the caller shows it to roles with jobs.run). The job's
 * body is idempotent, so running a paid period again pays nothing; the answer shows what the
 * run did.
 */
export function RunDialog({
  open,
  initialJob,
  onClose,
}: {
  open: boolean;
  initialJob: JobName;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const [job, setJob] = useState<JobName>(initialJob);
  const [periodKey, setPeriodKey] = useState(() => lastEndedKey(initialJob));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<JobRun | null>(null);
  const run = useRunJob();
  const kind = JOB_PERIOD_KIND[job];
  const keyValid = isPeriodKey(kind, periodKey.trim());
  const reasonValid = reason.trim() === '' || reason.trim().length >= 3;

  const chooseJob = (next: JobName) => {
    setJob(next);
    setPeriodKey(lastEndedKey(next));
    setResult(null);
    run.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!keyValid || !reasonValid) return;
    setResult(null);
    run.mutate(
      {
        job,
        periodKey: periodKey.trim(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      { onSuccess: setResult },
    );
  };

  return (
    <Dialog title={t('dialog.title')} open={open} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">{t('dialog.intro')}</p>
        <Field label={t('dialog.job')}>
          {(props) => (
            <select
              {...props}
              value={job}
              onChange={(event) => chooseJob(event.target.value as JobName)}
            >
              {JOB_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(`names.${name}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={kind === 'daily' ? t('dialog.periodDaily') : t('dialog.periodMinute')}
          error={touched && !keyValid ? t('dialog.periodInvalid') : null}
        >
          {(props) => (
            <input
              {...props}
              value={periodKey}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setPeriodKey(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('dialog.reason')}
          error={touched && !reasonValid ? t('dialog.reasonShort') : null}
        >
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <ErrorText error={run.error} />
        {result ? (
          <div role="status" className="stack">
            <p className={result.outcome === 'ok' ? 'ok-text' : 'error-text'}>
              {t('dialog.done', {
                id: result.id,
                job: t(`names.${result.job}`, { defaultValue: result.job }),
                period: result.periodKey,
                outcome: t(`outcomes.${result.outcome}`),
              })}
            </p>
            <RunDetail detail={result.detail} />
            {result.error ? <p className="error-text">{result.error}</p> : null}
          </div>
        ) : null}
        <div className="row end">
          <button type="button" className="secondary" onClick={onClose}>
            {t('close', { ns: 'common' })}
          </button>
          <button type="submit" disabled={run.isPending}>
            {run.isPending ? t('dialog.running') : t('dialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
