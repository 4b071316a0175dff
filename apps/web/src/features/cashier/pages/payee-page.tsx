import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useBindPayee } from '../api/cashier-queries.ts';
import { FormEnd, SetupForm, WithdrawSetup } from '../components/cashier-form.tsx';
import styles from '../components/cashier.module.css';

/** /m/withdraw/payee: binds the bank account withdrawals are paid to. */
export function PayeePage() {
  return <WithdrawSetup>{(info) => <PayeeForm realName={info.realName} />}</WithdrawSetup>;
}

function PayeeForm({ realName }: { realName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const bind = useBindPayee();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState(realName);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await bind.mutateAsync({ bankName, accountNumber, holderName });
      void navigate('/withdraw');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('cashier.errors.failed'));
    }
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
      <FormEnd error={error} pending={bind.isPending} submit={t('cashier.payee.save')} />
    </SetupForm>
  );
}
