import '../i18n/account-security-texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DEFAULT_DIALING_CODE } from '../../accounts/lib/providers.ts';
import { useBindMobile, useBindMobileCode } from '../api/member-centre-queries.ts';
import { CodeField, refusalText } from './code-field.tsx';
import { InlineForm } from './inline-form.tsx';
import styles from './member-centre.module.css';

/** A Brazilian mobile: area code (2 digits) and 8 or 9 digits. */
export function mobileValid(digits: string): boolean {
  return /^\d{10,11}$/.test(digits);
}

/**
 * Binds a mobile number (+55) by an SMS code, or changes the bound one: then the login password
 * is asked too, as the server requires (decision 036).
 */
export function MobileForm({
  change,
  onDone,
  onCancel,
}: {
  /** A number is bound: this form changes it. */
  change: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const mobileId = useId();
  const sendCode = useBindMobileCode();
  const bind = useBindMobile();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const digits = mobile.replace(/\D/g, '');
  const countryDialingCode = DEFAULT_DIALING_CODE;

  const send = async (): Promise<number | null> => {
    if (!mobileValid(digits)) {
      setProblem(t('accountSecurity.mobileInvalid'));
      return null;
    }
    setProblem(null);
    try {
      const value = await sendCode.mutateAsync({ countryDialingCode, mobileNum: digits });
      setSentTo(`${countryDialingCode} ${digits}`);
      return value.expirationTime;
    } catch (error) {
      setProblem(refusalText(error, t('accountSecurity.failed')));
      return null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mobileValid(digits)) return setProblem(t('accountSecurity.mobileInvalid'));
    if (!/^\d{6}$/.test(code)) return setProblem(t('accountSecurity.codeInvalid'));
    if (change && !password) return setProblem(t('accountSecurity.loginPasswordRequired'));
    setProblem(null);
    bind.mutate(
      {
        countryDialingCode,
        mobileNum: digits,
        verificationCode: code,
        ...(change ? { password } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(refusalText(error, t('accountSecurity.failed'))),
      },
    );
  };

  return (
    <InlineForm
      label={t(change ? 'accountSecurity.mobileChangeForm' : 'accountSecurity.mobileForm')}
      onSubmit={submit}
      problem={problem}
      pending={bind.isPending}
      onCancel={onCancel}
      cancel={t('accountSecurity.cancel')}
      save={t('accountSecurity.save')}
    >
      {change && <p className={styles.hint}>{t('accountSecurity.changeHint')}</p>}
      <div className={styles.field}>
        <label htmlFor={mobileId}>{t('accountSecurity.mobileField')}</label>
        <span className={styles.prefixed}>
          {/* The site serves one country: the dialing code is shown, not chosen. */}
          <span id={`${mobileId}-prefix`} title={t('accountSecurity.dialingCode')}>
            {countryDialingCode}
          </span>
          <input
            id={mobileId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={mobile}
            aria-describedby={`${mobileId}-prefix`}
            data-autofocus
            onChange={(event) => setMobile(event.target.value)}
          />
        </span>
      </div>
      <CodeField value={code} onChange={setCode} onSend={send} />
      {sentTo && (
        <p className={styles.hint} role="status">
          {t('accountSecurity.codeSent', { target: sentTo })}
        </p>
      )}
      {change && (
        <label className={styles.field}>
          {t('accountSecurity.loginPassword')}
          <input
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
      )}
    </InlineForm>
  );
}
