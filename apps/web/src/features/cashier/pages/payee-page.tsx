import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useBindPayee, useRemovePayee } from '../api/cashier-queries.ts';
import { FormEnd, SetupForm, WithdrawSetup } from '../components/cashier-form.tsx';
import styles from '../components/cashier.module.css';

/**
 * /m/withdraw/payee: binds, replaces or removes the bank account withdrawals are paid to. Each
 * change is confirmed with the withdrawal password, or the login password while none is set
 * (decision 036): the server refuses a change without it.
 */
export function PayeePage() {
  return (
    <WithdrawSetup>
      {(info) => (
        <PayeeForm
          realName={info.realName}
          passwordSet={info.passwordSet}
          bound={info.payee !== null}
        />
      )}
    </WithdrawSetup>
  );
}

function PayeeForm({
  realName,
  passwordSet,
  bound,
}: {
  realName: string;
  passwordSet: boolean;
  bound: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const bind = useBindPayee();
  const remove = useRemovePayee();
  const [password, setPassword] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState(realName);
  const [error, setError] = useState<string | null>(null);

  const confirmed = () => {
    if (password) return true;
    setError(t('cashier.payee.passwordRequired'));
    return false;
  };
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
      void navigate('/withdraw');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('cashier.errors.failed'));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!confirmed()) return;
    await run(() => bind.mutateAsync({ bankName, accountNumber, holderName, password }));
  };
  const unbind = async () => {
    setError(null);
    if (!confirmed()) return;
    await run(() => remove.mutateAsync({ password }));
  };

  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: { inputMode?: 'numeric'; hint?: string; readOnly?: boolean } = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={value}
        required
        readOnly={extra.readOnly}
        inputMode={extra.inputMode}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={extra.hint ? `${id}-${key}-hint` : undefined}
      />
      {extra.hint && (
        <small id={`${id}-${key}-hint`} className={styles.muted}>
          {extra.hint}
        </small>
      )}
    </div>
  );

  return (
    <SetupForm id={id} title={t('cashier.payee.title')} onSubmit={submit}>
      {field('bank', t('cashier.payee.bankName'), bankName, setBankName)}
      {field('account', t('cashier.payee.accountNumber'), accountNumber, setAccountNumber, {
        inputMode: 'numeric',
      })}
      {field('holder', t('cashier.payee.holderName'), holderName, setHolderName, {
        hint: t('cashier.payee.holderHint'),
        readOnly: realName !== '',
      })}
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          {passwordSet ? t('cashier.payee.withdrawPassword') : t('cashier.payee.loginPassword')}
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          autoComplete={passwordSet ? 'off' : 'current-password'}
          inputMode={passwordSet ? 'numeric' : undefined}
          maxLength={passwordSet ? 6 : 64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={`${id}-password-hint`}
        />
        <small id={`${id}-password-hint`} className={styles.muted}>
          {t('cashier.payee.reauthHint')}{' '}
          {passwordSet && (
            <Link to="/securityCenter" className={styles.textLink}>
              {t('cashier.payee.forgot')}
            </Link>
          )}
        </small>
      </div>
      <FormEnd
        error={error}
        pending={bind.isPending || remove.isPending}
        submit={t('cashier.payee.save')}
      />
      {bound && (
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={bind.isPending || remove.isPending}
          onClick={() => void unbind()}
        >
          {t('cashier.payee.remove')}
        </button>
      )}
    </SetupForm>
  );
}
