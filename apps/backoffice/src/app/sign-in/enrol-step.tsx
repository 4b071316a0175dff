import qrcode from 'qrcode-generator';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_AUTH_API, BoEnrolValue, type BoEnrolment } from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { boPost } from '../../lib/api.ts';

/**
 * 2FA enrolment: the authenticator app reads the QR code (or the key typed in), and its first
 * code turns 2FA on; the server answers the recovery codes, shown next.
 */
export function EnrolStep({
  enrolment,
  onEnrolled,
}: {
  enrolment: BoEnrolment;
  onEnrolled: (codes: string[]) => void;
}) {
  const { t } = useTranslation('common');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const qr = useMemo(() => {
    const image = qrcode(0, 'M');
    image.addData(enrolment.otpauthUri);
    image.make();
    return image.createDataURL(5, 8);
  }, [enrolment.otpauthUri]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const value = await boPost(BO_AUTH_API.enrol, { code: code.trim() }, BoEnrolValue);
      onEnrolled(value.recoveryCodes);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card stack" onSubmit={(event) => void submit(event)}>
      <h1>{t('setup.enrolTitle')}</h1>
      <p>{t('setup.enrolIntro')}</p>
      <img className="qr" src={qr} alt={t('setup.qr')} width={220} height={220} />
      <p>
        {t('setup.secret')}: <code className="secret">{enrolment.secret}</code>
      </p>
      <Field label={t('setup.firstCode')}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <ErrorText error={error} />
      <button type="submit" disabled={busy}>
        {t('setup.enrol')}
      </button>
    </form>
  );
}

/** The recovery codes, once: copy them, then go on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  return (
    <section className="card stack" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('setup.recoveryTitle')}</h1>
      <p>{t('setup.recoveryIntro')}</p>
      <ul className="codes" aria-label={t('setup.recoveryList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="row">
        <button
          type="button"
          className="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))
          }
        >
          {copied ? t('setup.copied') : t('setup.copy')}
        </button>
        <button type="button" onClick={onDone}>
          {t('setup.done')}
        </button>
      </div>
    </section>
  );
}

/** The steps that turn 2FA on: the same after signing in and after setting a first password. */
export type EnrolSteps =
  { kind: 'enrol'; enrolment: BoEnrolment } | { kind: 'recovery'; codes: string[] };

/** Enrolment, then the recovery codes; nothing while the page is at one of its own steps. */
export function EnrolAndRecovery({
  step,
  onStep,
  onDone,
}: {
  step: EnrolSteps | { kind: 'password' | 'code' };
  onStep: (step: EnrolSteps) => void;
  onDone: () => void;
}) {
  if (step.kind === 'enrol') {
    return (
      <EnrolStep
        enrolment={step.enrolment}
        onEnrolled={(codes) => onStep({ kind: 'recovery', codes })}
      />
    );
  }
  if (step.kind === 'recovery') return <RecoveryCodes codes={step.codes} onDone={onDone} />;
  return null;
}
