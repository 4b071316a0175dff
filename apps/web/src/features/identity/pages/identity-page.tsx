import '../i18n/texts.ts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  formatCpf,
  isValidCpf,
  KYC_DOCUMENT_KINDS,
  type KycDocument,
  type KycDocumentKind,
  type KycIdentity,
} from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useFormatMoney } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useIdentity, useSubmitIdentity, useUploadDocument } from '../api/identity-queries.ts';
import styles from '../components/identity.module.css';

/** The types the server accepts; anything else is refused before it is sent. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * /m/identity (issue 23, decision 049): the member's identity status with the reviewer's
 * reason, and while nothing awaits review, the details form and the four document pickers.
 */
export function IdentityPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <p role="status">{t('identity.loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={modals.openLogin}>
            {t('identity.login')}
          </button>
        </div>
      </div>
    );
  }
  return <Identity />;
}

function Identity() {
  const { t } = useTranslation();
  const identity = useIdentity();
  return (
    <div className={styles.page}>
      {identity.isPending && <p role="status">{t('app.loading')}</p>}
      {identity.isError && (
        <div className={styles.card}>
          <p role="alert" className={styles.error}>
            {isApiError(identity.error) ? identity.error.message : t('identity.errors.failed')}
          </p>
          <button type="button" className={styles.primary} onClick={() => void identity.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {identity.data && (
        <>
          <StatusCard identity={identity.data} />
          {identity.data.status === 'none' || identity.data.status === 'rejected' ? (
            <IdentityForm identity={identity.data} />
          ) : (
            <DocumentList identity={identity.data} />
          )}
        </>
      )}
    </div>
  );
}

function StatusCard({ identity }: { identity: KycIdentity }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <section className={styles.card} aria-labelledby="identity-heading">
      <h2 className={styles.heading} id="identity-heading">
        {t('identity.heading')}
      </h2>
      <p className={styles.status}>
        <span>{t('identity.status.label')}</span>
        <strong className={`${styles.badge} ${styles[identity.status] ?? ''}`} role="status">
          {t(`identity.status.${identity.status}`)}
        </strong>
      </p>
      <p className={styles.muted}>{t(`identity.statusHelp.${identity.status}`)}</p>
      {identity.status === 'rejected' && identity.reason && (
        <p className={styles.error} role="alert">
          {t('identity.reason', { reason: identity.reason })}
        </p>
      )}
      {identity.status === 'approved' && (
        <p>
          <strong>{identity.fullName}</strong>
          {identity.nationalId && identity.nationalIdKind === 'cpf'
            ? ` · CPF ${formatCpf(identity.nationalId)}`
            : ''}
        </p>
      )}
      {identity.status !== 'approved' && (
        <p className={styles.muted}>
          {t('identity.intro', {
            threshold: money(identity.withdrawalThresholdCents),
            total: money(identity.withdrawalTotalCents),
          })}
        </p>
      )}
    </section>
  );
}

function documentOf(identity: KycIdentity, kind: KycDocumentKind): KycDocument | undefined {
  return identity.documents.find((document) => document.kind === kind);
}

function DocumentList({ identity }: { identity: KycIdentity }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="identity-documents">
      <h2 className={styles.heading} id="identity-documents">
        {t('identity.documents.heading')}
      </h2>
      <ul className={styles.muted}>
        {KYC_DOCUMENT_KINDS.map((kind) => {
          const document = documentOf(identity, kind);
          if (!document) return null;
          return (
            <li key={kind}>
              {t(`identity.documents.${kind}`)}:{' '}
              {t(`identity.documents.docStatus.${document.status}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function IdentityForm({ identity }: { identity: KycIdentity }) {
  const { t } = useTranslation();
  const id = useId();
  const submitIdentity = useSubmitIdentity();
  const [fullName, setFullName] = useState(identity.fullName);
  const [nationalId, setNationalId] = useState(
    identity.nationalId && identity.nationalIdKind === 'cpf'
      ? formatCpf(identity.nationalId)
      : identity.nationalId,
  );
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const cpf = identity.nationalIdKind === 'cpf';
  const nameProblem = fullName.trim().length < 3;
  const cpfProblem = cpf && !isValidCpf(nationalId);
  const missing = identity.requiredKinds.filter(
    (kind) => documentOf(identity, kind)?.status !== 'pending',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (nameProblem || cpfProblem) return;
    if (missing.length > 0) {
      setServerError(t('identity.errors.missing'));
      return;
    }
    try {
      await submitIdentity.mutateAsync({ fullName: fullName.trim(), nationalId });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('identity.errors.failed'));
    }
  };

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      noValidate
      aria-label={t('identity.form.label')}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t('identity.form.fullName')}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          autoComplete="name"
          maxLength={120}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          aria-invalid={touched && nameProblem ? true : undefined}
          aria-describedby={touched && nameProblem ? `${id}-name-error` : undefined}
        />
        {touched && nameProblem && (
          <p className={styles.error} id={`${id}-name-error`} role="alert">
            {t('identity.errors.fullName')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-cpf`} className={styles.label}>
          {cpf ? t('identity.form.cpf') : t('identity.form.nationalId')}
        </label>
        <input
          id={`${id}-cpf`}
          className={styles.input}
          inputMode={cpf ? 'numeric' : 'text'}
          autoComplete="off"
          maxLength={cpf ? 14 : 20}
          value={nationalId}
          onChange={(event) => setNationalId(event.target.value)}
          onBlur={() => cpf && isValidCpf(nationalId) && setNationalId(formatCpf(nationalId))}
          aria-invalid={touched && cpfProblem ? true : undefined}
          aria-describedby={`${id}-cpf-note`}
        />
        {touched && cpfProblem ? (
          <p className={styles.error} id={`${id}-cpf-note`} role="alert">
            {t('identity.errors.cpf')}
          </p>
        ) : (
          cpf && (
            <p className={styles.muted} id={`${id}-cpf-note`}>
              {t('identity.form.cpfHint')}
            </p>
          )
        )}
      </div>
      <fieldset className={styles.card}>
        <legend className={styles.heading}>{t('identity.documents.heading')}</legend>
        <p className={styles.muted}>
          {t('identity.documents.hint', { size: megabytes(identity.maxBytes) })}
        </p>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentPicker key={kind} kind={kind} identity={identity} />
        ))}
      </fieldset>
      {serverError && (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={submitIdentity.isPending}>
        {submitIdentity.isPending ? t('identity.form.sending') : t('identity.form.submit')}
      </button>
    </form>
  );
}

function DocumentPicker({ kind, identity }: { kind: KycDocumentKind; identity: KycIdentity }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const document = documentOf(identity, kind);
  const required = identity.requiredKinds.includes(kind);
  const label = `${t(`identity.documents.${kind}`)} (${t(
    required ? 'identity.documents.required' : 'identity.documents.optional',
  )})`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (file.type && !ACCEPTED_TYPES.has(file.type)) {
      setError(t('identity.documents.notImage'));
      return;
    }
    if (file.size > identity.maxBytes) {
      setError(t('identity.documents.tooLarge', { size: megabytes(identity.maxBytes) }));
      return;
    }
    setProgress(0);
    try {
      await upload(kind, file, setProgress);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('identity.errors.failed'));
    } finally {
      setProgress(null);
    }
  };

  const state = !document
    ? t('identity.documents.notUploaded')
    : t(`identity.documents.docStatus.${document.status}`);
  return (
    <div className={styles.document}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.file}
        type="file"
        accept="image/*"
        {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
        disabled={progress !== null}
        onChange={(event) => void choose(event)}
        aria-describedby={`${id}-state`}
      />
      <p
        id={`${id}-state`}
        className={document?.status === 'rejected' ? styles.error : styles.muted}
      >
        {state}
        {document?.status === 'rejected' && document.reason ? ` — ${document.reason}` : ''}
      </p>
      {progress !== null && (
        <progress
          className={styles.progress}
          max={100}
          value={progress}
          aria-label={t('identity.documents.uploading', { percent: progress })}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
