import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BO_AUTH_API, BoLoginValue, BoOperator } from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { Field } from '../../components/field.tsx';
import { boPost } from '../../lib/api.ts';
import { useRefreshMe } from '../me.ts';
import { EnrolAndRecovery, type EnrolSteps } from './enrol-step.tsx';

type Step = { kind: 'password' } | { kind: 'code' } | EnrolSteps;

/** Sign-in: name and password, then the authenticator's code (or enrolment the first time). */
export function LoginPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const refreshMe = useRefreshMe();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  const finish = async () => {
    await refreshMe();
    await navigate(from, { replace: true });
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const value = await boPost(
        BO_AUTH_API.login,
        { username: username.trim().toLowerCase(), password },
        BoLoginValue,
      );
      setPassword('');
      setStep(
        value.stage === 'totp' ? { kind: 'code' } : { kind: 'enrol', enrolment: value.enrolment },
      );
    });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await boPost(BO_AUTH_API.totp, { code: code.trim().toLowerCase() }, BoOperator);
      await finish();
    });
  };

  return (
    <main className="sign-in">
      {step.kind === 'password' ? (
        <form className="card stack" onSubmit={submitPassword}>
          <h1>{t('login.title')}</h1>
          <Field label={t('login.username')}>
            {(props) => (
              <input
                {...props}
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('login.password')}>
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <ErrorText error={error} />
          <button type="submit" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      ) : null}
      {step.kind === 'code' ? (
        <form className="card stack" onSubmit={submitCode}>
          <h1>{t('login.codeTitle')}</h1>
          <Field label={t('login.code')}>
            {(props) => (
              <input
                {...props}
                autoComplete="one-time-code"
                required
                maxLength={11}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <ErrorText error={error} />
          <div className="row">
            <button
              type="button"
              className="secondary"
              onClick={() => setStep({ kind: 'password' })}
            >
              {t('login.back')}
            </button>
            <button type="submit" disabled={busy}>
              {t('login.verify')}
            </button>
          </div>
        </form>
      ) : null}
      <EnrolAndRecovery step={step} onStep={setStep} onDone={() => void finish()} />
    </main>
  );
}
