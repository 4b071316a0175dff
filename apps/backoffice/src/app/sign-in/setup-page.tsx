import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BO_AUTH_API, BoLoginValue } from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { boPost } from '../../lib/api.ts';
import { useRefreshMe } from '../me.ts';
import { EnrolAndRecovery, type EnrolSteps } from './enrol-step.tsx';

type Step = { kind: 'password' } | EnrolSteps;

/**
 * The one-time setup link (/bo/setup#token=...): the token stays in the fragment, so it never
 * reaches a server log; the page removes it from the address bar once read.
 */
function takeToken(): string | null {
  const token = /token=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null;
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

export function SetupPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [token] = useState(takeToken);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const tooShort = password.length < 12;
  const mismatch = password !== repeat;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!token || tooShort || mismatch) return;
    setBusy(true);
    setError(null);
    try {
      const value = await boPost(BO_AUTH_API.setup, { token, password }, BoLoginValue);
      if (value.stage === 'enrol') setStep({ kind: 'enrol', enrolment: value.enrolment });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      {step.kind === 'password' ? (
        <form className="card stack" onSubmit={(event) => void submit(event)}>
          <h1>{t('setup.title')}</h1>
          {token ? <p>{t('setup.intro')}</p> : <p role="alert">{t('setup.missingToken')}</p>}
          <Field
            label={t('setup.password')}
            error={touched && tooShort ? t('setup.tooShort') : null}
          >
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="new-password"
                minLength={12}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('setup.repeat')} error={touched && mismatch ? t('setup.mismatch') : null}>
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
            )}
          </Field>
          <ErrorText error={error} />
          <button type="submit" disabled={busy || !token}>
            {t('setup.submit')}
          </button>
        </form>
      ) : null}
      <EnrolAndRecovery
        step={step}
        onStep={setStep}
        onDone={() => void refreshMe().then(() => navigate('/', { replace: true }))}
      />
    </main>
  );
}
