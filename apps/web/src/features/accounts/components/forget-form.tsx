import '../i18n/texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session-store.ts';
import { usePopup } from '../../../lib/use-popup.ts';
import { customerServiceLink, useSystemStatus } from '../../../lib/system-status.ts';
import { forgotByEmail, setPasswordByPhone } from '../api/accounts-api.ts';
import { registerRulesQuery, registerSettingsQuery } from '../api/accounts-queries.ts';
import { useLanguageRevalidate } from '../hooks/use-language-revalidate.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { accountToast } from '../lib/account-ui-store.ts';
import { useFormErrors } from '../lib/form-errors.ts';
import { DEFAULT_DIALING_CODE } from '../lib/providers.ts';
import {
  checkEmail,
  checkLoginUsername,
  checkMobile,
  checkRegisterField,
  checkSmsCode,
  FALLBACK_PASSWORD_RULE,
  requiredRule,
  type Check,
} from '../lib/validation.ts';
import {
  FormAlert,
  MobileCodeFields,
  PasswordField,
  SubmitButton,
  TextField,
} from './form-controls.tsx';
import styles from './forms.module.css';

type Method = 'email' | 'phone';
type ForgetField = 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword';

/**
 * Forgot password (spec sections 2, 4, 8): by e-mail (form-encoded user name and e-mail; a
 * temporary password arrives by mail) or by phone (SMS code and a new password, which signs in).
 * Phone is the default when the white-label phone verification flag is on.
 */
export default function ForgetForm() {
  const { t } = useTranslation();
  const popup = usePopup();
  const { status } = useSystemStatus();
  const phoneFirst = status?.info.whitelabel.flags.MOBILEVERCODELOGIN3 === true;
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (phoneFirst ? 'phone' : 'email');
  const serviceLink = customerServiceLink(status);

  return (
    <div className={styles.form}>
      <div className={styles.tabs} role="tablist" aria-label={t('auth.forgetMethod')}>
        {(['email', 'phone'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={method === name}
            className={styles.tab}
            onClick={() => setChosen(name)}
          >
            {name === 'email' ? t('auth.byEmail') : t('auth.byPhone')}
          </button>
        ))}
      </div>
      {method === 'email' ? (
        <EmailMethod onDone={() => popup.close('forget')} />
      ) : (
        <PhoneMethod onDone={() => popup.close('forget')} />
      )}
      <p className={styles.muted}>
        {t('auth.needHelp')}{' '}
        {serviceLink ? (
          <a
            href={serviceLink}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.inlineLink}
          >
            {t('auth.customerService')}
          </a>
        ) : (
          <a href="/m/customer" className={styles.inlineLink}>
            {t('auth.customerService')}
          </a>
        )}
      </p>
    </div>
  );
}

function EmailMethod({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormErrors<ForgetField>();
  const valid = !checkLoginUsername(username) && !checkEmail(email);

  useLanguageRevalidate(() => {
    if (form.errors.username) form.setError('username', checkLoginUsername(username));
    if (form.errors.email) form.setError('email', checkEmail(email));
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (
      !form.applyChecks([
        ['username', checkLoginUsername(username)],
        ['email', checkEmail(email)],
      ])
    )
      return;
    setBusy(true);
    try {
      await forgotByEmail({ username: username.trim(), email: email.trim() });
      accountToast.show(t('auth.in_been_out'), TIMING.toastSuccessMs);
      setTimeout(onDone, TIMING.toastSuccessMs);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.username')}
        value={username}
        onChange={(value) => {
          setUsername(value);
          form.setError('username', value.trim() ? null : checkLoginUsername(value));
        }}
        error={form.errors.username}
        inputRef={form.inputRef('username')}
        autoComplete="username"
        maxLength={32}
      />
      <TextField
        label={t('auth.email')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (form.errors.email) form.setError('email', checkEmail(value));
        }}
        onBlur={() => email && form.setError('email', checkEmail(email))}
        error={form.errors.email}
        inputRef={form.inputRef('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={128}
      />
      <FormAlert message={formError} />
      <SubmitButton disabled={!valid} busy={busy}>
        {t('auth.retrievePassword')}
      </SubmitButton>
    </form>
  );
}

function PhoneMethod({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQuery());
  const rules = useQuery(registerRulesQuery());
  const dialingCode = settings.data?.defaultCountryDialingCode || DEFAULT_DIALING_CODE;
  const passwordRule = requiredRule(rules.data?.fields.password, FALLBACK_PASSWORD_RULE);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormErrors<ForgetField>();
  const sms = useSmsSender('resetPassword');

  const checks = (): [ForgetField, Check][] => [
    ['mobileNum', checkMobile(mobileNum)],
    ['verificationCode', checkSmsCode(code)],
    ['newPassword', checkRegisterField(newPassword, passwordRule)],
  ];

  useLanguageRevalidate(() => {
    for (const [field, error] of checks()) if (form.errors[field]) form.setError(field, error);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.applyChecks(checks())) return;
    setBusy(true);
    try {
      signIn(
        await setPasswordByPhone({
          mobileNum: mobileNum.trim(),
          countryDialingCode: dialingCode,
          verificationCode: code.trim(),
          newPassword,
        }),
      );
      onDone();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setFormError(failure.message);
      // Spec section 8: the same-as-old error clears the password, any other the code.
      if (failure.errorCode === 'modify.new.old.same') setNewPassword('');
      else setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <MobileCodeFields
        form={form}
        sms={sms}
        dialingCode={dialingCode}
        mobileNum={mobileNum}
        onMobileNumChange={setMobileNum}
        code={code}
        onCodeChange={setCode}
        codeAfterSend
      />
      <PasswordField
        label={t('auth.newPassword')}
        value={newPassword}
        onChange={(value) => {
          setNewPassword(value);
          form.setError('newPassword', null);
        }}
        error={form.errors.newPassword}
        inputRef={form.inputRef('newPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={busy}>{t('auth.confirm')}</SubmitButton>
    </form>
  );
}
