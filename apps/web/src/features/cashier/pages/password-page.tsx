import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangeWithdrawPassword, useSetWithdrawPassword } from '../api/cashier-queries.ts';
import { FormEnd, SetupForm, WithdrawSetup } from '../components/cashier-form.tsx';
import styles from '../components/cashier.module.css';

/** /m/withdraw/password: sets the withdrawal password, or changes it with the old one. */
export function WithdrawPasswordPage() {
  return <WithdrawSetup>{(info) => <PasswordForm change={info.passwordSet} />}</WithdrawSetup>;
}

function PasswordForm({ change }: { change: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const set = useSetWithdrawPassword();
  const update = useChangeWithdrawPassword();
  const [oldPassword, setOld] = useState('');
  const [loginPassword, setLogin] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(newPassword)) return setError(t('cashier.errors.password'));
    if (newPassword !== confirmPassword) return setError(t('cashier.errors.confirm'));
    if (!change && !loginPassword) return setError(t('cashier.payee.passwordRequired'));
    try {
      if (change) await update.mutateAsync({ oldPassword, newPassword, confirmPassword });
      else await set.mutateAsync({ newPassword, confirmPassword, loginPassword });
      void navigate('/withdraw');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('cashier.errors.failed'));
    }
  };

  const input = (key: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder={t('cashier.password.hint')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );

  return (
    <SetupForm
      id={id}
      title={change ? t('cashier.password.changeTitle') : t('cashier.password.title')}
      onSubmit={submit}
      noValidate
    >
      {change && input('old', t('cashier.password.old'), oldPassword, setOld)}
      {change && (
        // A forgotten one is reset by a code in the security centre (decision 036).
        <Link to="/securityCenter" className={styles.textLink}>
          {t('cashier.payee.forgot')}
        </Link>
      )}
      {input('new', t('cashier.password.new'), newPassword, setNew)}
      {input('confirm', t('cashier.password.confirm'), confirmPassword, setConfirm)}
      {!change && (
        // The first one is set after the login password (decision 036): it confirms payee changes.
        <div className={styles.field}>
          <label htmlFor={`${id}-login`} className={styles.label}>
            {t('cashier.payee.loginPassword')}
          </label>
          <input
            id={`${id}-login`}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={loginPassword}
            onChange={(event) => setLogin(event.target.value)}
          />
        </div>
      )}
      <FormEnd
        error={error}
        pending={set.isPending || update.isPending}
        submit={t('cashier.password.save')}
      />
    </SetupForm>
  );
}
