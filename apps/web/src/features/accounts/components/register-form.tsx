import '../i18n/texts.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  MIN_AGE,
  REGISTER_PROFILE_FIELDS,
  type RegisterBody,
  type RegisterField,
  type RegisterRules,
} from '@app/contracts';
import { isApiError, type ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { usePopup } from '../../../lib/use-popup.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { checkAffiliateCode, checkUsername, register } from '../api/accounts-api.ts';
import {
  affiliateLookupQuery,
  registerRulesQuery,
  registerSettingsQuery,
} from '../api/accounts-queries.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLanguageRevalidate } from '../hooks/use-language-revalidate.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { setRegisteredAccount } from '../lib/account-ui-store.ts';
import { useFormErrors } from '../lib/form-errors.ts';
import { DEFAULT_DIALING_CODE } from '../lib/providers.ts';
import { affiliateCodeFromLink, currentRegisterMethod } from '../lib/register-method.ts';
import {
  checkCaptcha,
  checkConfirmPassword,
  checkMobile,
  checkPassword,
  checkRegisterField,
  checkSmsCode,
  FALLBACK_PASSWORD_RULE,
  FALLBACK_REGISTER_RULES,
  FALLBACK_USERNAME_RULE,
  requiredRule,
  type Check,
  type FieldError,
} from '../lib/validation.ts';
import {
  CaptchaField,
  Checkbox,
  FormAlert,
  MobileField,
  PasswordField,
  SmsCodeField,
  SubmitButton,
  TextField,
} from './form-controls.tsx';
import styles from './forms.module.css';

export type RegisterTab = 'username' | 'mobile';
type FormField = RegisterField | 'confirmPassword' | 'captcha';
type Values = Record<RegisterField | 'confirmPassword', string>;

/** Optional fields shown when the server's field configuration enables them, in this order. */
const EXTRA_FIELDS = [
  'paymentPassword',
  'email',
  'nickname',
  'payeeName',
  ...REGISTER_PROFILE_FIELDS,
] as const satisfies readonly RegisterField[];

const FIELD_INPUT: Partial<
  Record<
    FormField,
    { type?: 'email' | 'tel'; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }
  >
> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

function emptyValues(): Values {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    paymentPassword: '',
    mobileNum: '',
    verificationCode: '',
    email: '',
    nickname: '',
    payeeName: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    recommenderId: '',
    affiliateCode: '',
  };
}

/** Which fields the tab shows, in order (captcha and agreement come after). */
export function visibleFields(
  tab: RegisterTab,
  rules: RegisterRules,
  showAffiliate: boolean,
): FormField[] {
  const enabled = (field: RegisterField) => rules.fields[field]?.enabled === true;
  const fields: FormField[] =
    tab === 'username'
      ? [
          'username',
          'password',
          'confirmPassword',
          ...(enabled('mobileNum') ? (['mobileNum'] as const) : []),
        ]
      : ['mobileNum', 'verificationCode', 'password', 'confirmPassword'];
  for (const field of EXTRA_FIELDS) if (enabled(field)) fields.push(field);
  if (showAffiliate) fields.push('affiliateCode');
  if (rules.captchaEnabled) fields.push('captcha');
  return fields;
}

/** Server field errors name the field they belong to. */
function fieldOfFailure(error: ApiError): FormField | null {
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as {
    field?: unknown;
  };
  if (typeof value.field === 'string') return value.field as FormField;
  switch (error.errorCode) {
    case 'invitation_code_error':
      return 'affiliateCode';
    case 'password.mismatch':
      return 'confirmPassword';
    case 'register.username.exists':
      return 'username';
    case 'register.mobile.exists':
    case 'mobile.invalid':
      return 'mobileNum';
    case 'sms.code.invalid':
    case 'sms.code.expired':
      return 'verificationCode';
    case 'captcha.required':
    case 'captcha.invalid':
      return 'captcha';
    default:
      return null;
  }
}

/**
 * The registration popup's form (spec sections 2, 3, 5): tabs by user name and by mobile when
 * both are on, fields from the server's configuration, SMS code with its countdown, captcha when
 * configured, affiliate code from the link or typed (checked before sending), agreement.
 */
export default function RegisterForm() {
  const { t, i18n } = useTranslation();
  const popup = usePopup();
  const location = useLocation();
  const tabsId = useId();
  const { status } = useSystemStatus();
  const settings = useQuery(registerSettingsQuery());
  const rulesQuery = useQuery(registerRulesQuery());
  const rules = rulesQuery.data ?? FALLBACK_REGISTER_RULES;

  const usernameEnabled =
    settings.data?.usernameEnabled ?? status?.info.register.usernameEnabled ?? true;
  const mobileEnabled =
    settings.data?.mobileEnabled ?? status?.info.register.mobileEnabled ?? false;
  const bothTabs = usernameEnabled && mobileEnabled;
  const [chosenTab, setChosenTab] = useState<RegisterTab | null>(null);
  const tab: RegisterTab =
    chosenTab && (chosenTab === 'username' ? usernameEnabled : mobileEnabled)
      ? chosenTab
      : usernameEnabled
        ? 'username'
        : 'mobile';
  const dialingCode = settings.data?.defaultCountryDialingCode || DEFAULT_DIALING_CODE;

  // Affiliate code: from the link's query, else the one bound to this domain.
  const linkCode = affiliateCodeFromLink(location.search);
  const hostname = globalThis.location?.hostname ?? '';
  const lookup = useQuery(affiliateLookupQuery(linkCode ? '' : hostname));
  const codeFromLink = linkCode ?? lookup.data ?? null;
  const affiliateRule = rules.fields.affiliateCode;
  const affiliateRequired = (affiliateRule?.required || settings.data?.affiliateRequired) === true;
  const showAffiliate =
    affiliateRule?.enabled === true || settings.data?.affiliateRequired === true || !!codeFromLink;

  const [values, setValues] = useState<Values>(emptyValues);
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormErrors<FormField>();
  const sms = useSmsSender('register');

  const fields = visibleFields(tab, rules, showAffiliate);
  const captchaShown = fields.includes('captcha');
  const captcha = useCaptcha(captchaShown);
  // A code from the link is used as it is (the field shows it, read-only).
  const affiliateValue = codeFromLink ?? values.affiliateCode;

  const check = (field: FormField): Check => {
    const value =
      field === 'captcha'
        ? captcha.answer
        : field === 'affiliateCode'
          ? affiliateValue
          : values[field];
    switch (field) {
      case 'username':
        return checkRegisterField(
          value,
          requiredRule(rules.fields.username, FALLBACK_USERNAME_RULE),
        );
      case 'password':
        return checkPassword(
          values.password,
          values.confirmPassword,
          requiredRule(rules.fields.password, FALLBACK_PASSWORD_RULE),
        );
      case 'confirmPassword':
        return checkConfirmPassword(values.password, values.confirmPassword);
      case 'mobileNum': {
        const required = tab === 'mobile' || rules.fields.mobileNum?.required === true;
        if (!value.trim() && !required) return null;
        return checkMobile(value, rules.fields.mobileNum);
      }
      case 'verificationCode':
        return checkSmsCode(value);
      case 'affiliateCode':
        if (codeFromLink) return null;
        if (!value.trim())
          return affiliateRequired
            ? { key: affiliateRule?.messageKey ?? 'validation.affiliateCode' }
            : null;
        return checkRegisterField(value, affiliateRule && { ...affiliateRule, enabled: true });
      case 'captcha':
        return checkCaptcha(value);
      default:
        return checkRegisterField(value, rules.fields[field]);
    }
  };

  useLanguageRevalidate(() => {
    for (const field of fields) {
      const current = form.errors[field];
      if (current?.key) form.setError(field, check(field));
    }
  });

  const setValue = (field: RegisterField | 'confirmPassword', value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.setError(field, null);
    if (field === 'password' || field === 'confirmPassword') form.setError('password', null);
  };

  // Tells at once when a name is taken, instead of after the whole form is sent.
  const checkUsernameTaken = async () => {
    const name = values.username.trim();
    if (tab !== 'username' || !name || check('username')) return;
    try {
      const { available } = await checkUsername(name);
      if (!available) form.setError('username', { key: 'validation.username_exists' });
    } catch {
      // The server checks again on submit; a failed lookup only loses the early hint.
    }
  };

  const switchTab = (next: RegisterTab) => {
    // One mobile value serves both tabs, so the typed number carries across.
    setChosenTab(next);
    form.clear();
    setFormError(null);
  };

  const showFailure = (failure: ApiError) => {
    const field = fieldOfFailure(failure);
    if (field && fields.includes(field)) {
      const value = (failure.value ?? {}) as { messageKey?: unknown };
      let error: FieldError = { text: failure.message };
      if (failure.errorCode === 'invitation_code_error') {
        error = { key: 'validation.invitation_code_error' };
      } else if (typeof value.messageKey === 'string' && i18n.exists(value.messageKey)) {
        error = { key: value.messageKey };
      }
      form.setError(field, error);
      form.focus(field);
      if (field === 'verificationCode')
        setValues((previous) => ({ ...previous, verificationCode: '' }));
    } else {
      setFormError(failure.message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !agreed) return;
    setFormError(null);
    if (!form.applyChecks(fields.map((field) => [field, check(field)]))) return;

    const visible = (field: RegisterField) => fields.includes(field);
    const text = (field: RegisterField) =>
      visible(field) ? (field === 'affiliateCode' ? affiliateValue : values[field]).trim() : '';
    setBusy(true);
    try {
      const affiliateCode = text('affiliateCode');
      const domain = codeFromLink ? hostname : '';
      if (affiliateCode) {
        const { success } = await checkAffiliateCode(affiliateCode, domain);
        if (!success) {
          // A code that came with the link is the link's fault, not the visitor's typing.
          form.setError('affiliateCode', {
            key: codeFromLink
              ? 'validation.invitation_link_error'
              : 'validation.invitation_code_error',
          });
          form.focus('affiliateCode');
          return;
        }
      }
      const mobileNum = text('mobileNum');
      const body: RegisterBody = {
        countryDialingCode: mobileNum ? dialingCode : '',
        registerUrl: hostname,
        registerMethod: currentRegisterMethod(),
        username: tab === 'username' ? values.username.trim() : '',
        password: values.password,
        confirmPassword: values.confirmPassword,
        affiliateCode,
        paymentPassword: visible('paymentPassword') ? values.paymentPassword : '',
        recommenderId: text('recommenderId'),
        nickname: text('nickname'),
        payeeName: text('payeeName'),
        email: text('email'),
        mobileNum,
        idNumber: text('idNumber'),
        qqNum: text('qqNum'),
        facebook: text('facebook'),
        wechat: text('wechat'),
        line: text('line'),
        whatsapp: text('whatsapp'),
        zalo: text('zalo'),
        captcha: captchaShown ? captcha.answer.trim() : '',
        captchaKey: captchaShown ? (captcha.captcha?.captchaKey ?? '') : '',
        type: 0,
        domain,
        verificationCode: tab === 'mobile' ? values.verificationCode.trim() : '',
        agreement: true,
      };
      const value = await register(tab, body);
      signIn(value);
      setRegisteredAccount(value.account);
      popup.close('register');
      useModalStore.getState().open('registerSuccess');
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      showFailure(failure);
      if (captchaShown) captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  const renderField = (field: FormField) => {
    switch (field) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField
            key={field}
            label={t(`auth.fields.${field}`)}
            value={values[field]}
            onChange={(value) => setValue(field, value)}
            error={form.errors[field]}
            inputRef={form.inputRef(field)}
            autoComplete={field === 'paymentPassword' ? 'off' : 'new-password'}
            maxLength={64}
          />
        );
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            label={t('auth.fields.mobileNum')}
            value={values.mobileNum}
            onChange={(value) => setValue('mobileNum', value)}
            error={form.errors.mobileNum}
            inputRef={form.inputRef('mobileNum')}
            dialingCode={dialingCode}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            value={values.verificationCode}
            onChange={(value) => setValue('verificationCode', value)}
            error={form.errors.verificationCode}
            inputRef={form.inputRef('verificationCode')}
            secondsLeft={sms.secondsLeft}
            sending={sms.sending}
            onSend={() =>
              void sms.sendFromForm(form, values.mobileNum, dialingCode, rules.fields.mobileNum)
            }
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            captcha={captcha}
            error={form.errors.captcha}
            inputRef={form.inputRef('captcha')}
            onEdit={() => form.setError('captcha', null)}
          />
        );
      default: {
        const input = FIELD_INPUT[field] ?? {};
        return (
          <TextField
            key={field}
            label={t(`auth.fields.${field}`)}
            value={field === 'affiliateCode' ? affiliateValue : values[field]}
            onChange={(value) => setValue(field, value)}
            error={form.errors[field]}
            inputRef={form.inputRef(field)}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete ?? (field === 'username' ? 'username' : 'off')}
            readOnly={field === 'affiliateCode' && !!codeFromLink}
            onBlur={field === 'username' ? () => void checkUsernameTaken() : undefined}
            maxLength={field === 'email' ? 128 : 64}
          />
        );
      }
    }
  };

  const panel = (
    <>
      {fields.map(renderField)}
      <FormAlert message={formError} />
      <div className={styles.field}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {t('auth.agreement', { age: MIN_AGE })}
        </Checkbox>
        <Link
          to="/help?tag=terms"
          className={styles.inlineLink}
          onClick={() => useModalStore.getState().close('register')}
        >
          {t('auth.termsLink')}
        </Link>
      </div>
      <SubmitButton disabled={!agreed} busy={busy}>
        {t('auth.joinButton')}
      </SubmitButton>
    </>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {bothTabs ? (
        <>
          <div className={styles.tabs} role="tablist" aria-label={t('auth.registerMethod')}>
            {(['username', 'mobile'] as const).map((name) => (
              <button
                key={name}
                id={`${tabsId}-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`${tabsId}-panel`}
                className={styles.tab}
                onClick={() => switchTab(name)}
              >
                {name === 'username' ? t('auth.tabUsername') : t('auth.tabMobile')}
              </button>
            ))}
          </div>
          <div
            id={`${tabsId}-panel`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-${tab}`}
            className={styles.form}
          >
            {panel}
          </div>
        </>
      ) : (
        panel
      )}
    </form>
  );
}
