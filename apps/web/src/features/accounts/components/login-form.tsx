import '../i18n/texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { LoginBody, LoginType } from '@app/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsGuest, signIn } from '../../../lib/session-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { popupForPath } from '../../../lib/chrome-rules.ts';
import { usePopup } from '../../../lib/use-popup.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { login } from '../api/accounts-api.ts';
import { registerSettingsQuery } from '../api/accounts-queries.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLanguageRevalidate } from '../hooks/use-language-revalidate.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useStartTrial } from '../hooks/use-trial.ts';
import { useFormErrors } from '../lib/form-errors.ts';
import { holdPendingPassword } from '../lib/pending-password.ts';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
} from '../lib/remembered-login.ts';
import { DEFAULT_DIALING_CODE, SOCIAL_PROVIDERS } from '../lib/providers.ts';
import {
  checkCaptcha,
  checkLoginPassword,
  checkLoginUsername,
  checkMobile,
  checkSmsCode,
  type Check,
} from '../lib/validation.ts';
import {
  CaptchaField,
  Checkbox,
  FormAlert,
  MobileCodeFields,
  PasswordField,
  SubmitButton,
  TextField,
} from './form-controls.tsx';
import styles from './forms.module.css';

type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/** True when the answer of a failed login asks for the captcha. */
function wantsCaptcha(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true
  );
}

/**
 * The login popup's form (spec section 2): user name and password, or mobile and SMS code when
 * MOBILEVERCODELOGIN3 is on; remember (name and mode only), captcha after a flagged failure,
 * forgot link, free trial for guests, social buttons only with a configured provider.
 */
export default function LoginForm() {
  const { t } = useTranslation();
  const popup = usePopup();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isGuest = useIsGuest();
  const { status } = useSystemStatus();
  const flags = status?.info.whitelabel.flags;
  const smsAllowed = flags?.MOBILEVERCODELOGIN3 === true;
  const settings = useQuery({ ...registerSettingsQuery(), enabled: smsAllowed });

  const [remembered] = useState(readRememberedLogin);
  const [mode, setMode] = useState<LoginType>(remembered?.type ?? 'username');
  const [username, setUsername] = useState(
    remembered?.type === 'username' ? remembered.username : '',
  );
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState(remembered?.type === 'sms' ? remembered.username : '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Issue 23: a break or self-exclusion refuses play; the balance stays withdrawable.
  const [excluded, setExcluded] = useState<LoginBody | null>(null);
  const form = useFormErrors<LoginField>();
  const captcha = useCaptcha();
  const sms = useSmsSender('login');
  const trial = useStartTrial();

  const effectiveMode: LoginType = smsAllowed ? mode : 'username';
  const dialingCode =
    (remembered?.type === 'sms' && remembered.countryDialingCode) ||
    settings.data?.defaultCountryDialingCode ||
    DEFAULT_DIALING_CODE;

  const socialProviders = SOCIAL_PROVIDERS.filter(
    (provider) =>
      (provider === 'facebook' && flags?.FACEBOOKLOGIN3) ||
      (provider === 'google' && flags?.GOOGLELOGIN3),
  );

  const checks = (): [LoginField, Check][] => {
    const list: [LoginField, Check][] =
      effectiveMode === 'username'
        ? [
            ['username', checkLoginUsername(username)],
            ['password', checkLoginPassword(password)],
          ]
        : [
            ['mobileNum', checkMobile(mobileNum)],
            ['verificationCode', checkSmsCode(code)],
          ];
    if (captcha.shown) list.push(['captcha', checkCaptcha(captcha.answer)]);
    return list;
  };

  // Messages on screen are worked out again in the new language.
  useLanguageRevalidate(() => {
    for (const [field, error] of checks()) if (form.errors[field]) form.setError(field, error);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!form.applyChecks(checks())) return;
    const body: LoginBody =
      effectiveMode === 'username'
        ? { type: 'username', username: username.trim(), password, remember, ...captcha.payload() }
        : {
            type: 'sms',
            mobileNum: mobileNum.trim(),
            countryDialingCode: dialingCode,
            verificationCode: code.trim(),
            remember,
            ...captcha.payload(),
          };
    setBusy(true);
    setExcluded(null);
    try {
      const value = await login(body);
      signIn(value);
      if (remember) {
        writeRememberedLogin({
          type: effectiveMode,
          username: effectiveMode === 'username' ? username.trim() : mobileNum.trim(),
          countryDialingCode: effectiveMode === 'sms' ? dialingCode : '',
        });
      } else {
        forgetRememberedLogin();
      }
      if (value.firstTimeLogin || value.passwordExpired) {
        // The change screen then skips the old password; memory only, never storage.
        if (effectiveMode === 'username') holdPendingPassword(password);
        useModalStore.getState().close('login');
        void navigate('/changePsw', { replace: popupForPath(pathname) !== null });
      } else {
        popup.close('login');
      }
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setFormError(failure.message);
      if (failure.errorCode.startsWith('rg.excluded.')) setExcluded(body);
      if (wantsCaptcha(failure.value) || captcha.shown) captcha.show();
      if (effectiveMode === 'sms' && failure.errorCode.startsWith('sms.')) setCode('');
    } finally {
      setBusy(false);
    }
  };

  /** The same sign-in again, for a session that may only withdraw; then the withdraw screen. */
  const withdrawOnly = async (body: LoginBody) => {
    if (busy) return;
    setBusy(true);
    try {
      signIn(await login({ ...body, withdrawOnly: true }));
      useModalStore.getState().close('login');
      void navigate('/withdraw', { replace: popupForPath(pathname) !== null });
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('auth.loginTitle')}>
      {smsAllowed && (
        <div className={styles.tabs} role="tablist" aria-label={t('auth.loginMode')}>
          {(['username', 'sms'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={effectiveMode === tab}
              className={styles.tab}
              onClick={() => {
                setMode(tab);
                form.clear();
                setFormError(null);
              }}
            >
              {tab === 'username' ? t('auth.modeUsername') : t('auth.modeSms')}
            </button>
          ))}
        </div>
      )}

      {effectiveMode === 'username' ? (
        <>
          <TextField
            label={t('auth.username')}
            value={username}
            onChange={(value) => {
              setUsername(value);
              form.setError('username', null);
            }}
            error={form.errors.username}
            inputRef={form.inputRef('username')}
            autoComplete="username"
            name="username"
            maxLength={32}
          />
          <PasswordField
            label={t('auth.password')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              form.setError('password', null);
            }}
            error={form.errors.password}
            inputRef={form.inputRef('password')}
            autoComplete="current-password"
            name="password"
            maxLength={64}
          />
        </>
      ) : (
        <>
          <MobileCodeFields
            form={form}
            sms={sms}
            dialingCode={dialingCode}
            mobileNum={mobileNum}
            onMobileNumChange={setMobileNum}
            code={code}
            onCodeChange={setCode}
          />
        </>
      )}

      {captcha.shown && (
        <CaptchaField
          captcha={captcha}
          error={form.errors.captcha}
          inputRef={form.inputRef('captcha')}
          onEdit={() => form.setError('captcha', null)}
        />
      )}

      <FormAlert message={formError ?? trial.error} />
      {excluded && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void withdrawOnly(excluded)}
        >
          {t('auth.withdrawOnly')}
        </button>
      )}

      <div className={styles.row}>
        <Checkbox checked={remember} onChange={setRemember}>
          {t('auth.remember')}
        </Checkbox>
        <button type="button" className={styles.link} onClick={() => popup.open('forget')}>
          {t('auth.forgotLink')}
        </button>
      </div>

      <SubmitButton busy={busy}>{t('auth.loginButton')}</SubmitButton>

      {isGuest && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void trial.start()}
          disabled={trial.busy}
        >
          {t('auth.freeTrial')}
        </button>
      )}

      {socialProviders.length > 0 && (
        <div className={styles.social} role="group" aria-label={t('auth.socialLogin')}>
          {socialProviders.map((provider) => (
            <button key={provider} type="button" className={styles.secondary}>
              {t(`auth.social.${provider}`)}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
