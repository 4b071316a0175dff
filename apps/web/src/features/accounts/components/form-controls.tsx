import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import type { CaptchaState } from '../hooks/use-captcha.ts';
import type { SmsSender } from '../hooks/use-sms-sender.ts';
import type { FormErrors } from '../lib/form-errors.ts';
import type { FieldError } from '../lib/validation.ts';
import styles from './forms.module.css';

/** A field message in the current language (a server message is shown as it came). */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null;
    if (error.text) return error.text;
    if (!error.key) return null;
    return t(error.key, { ...error.values, defaultValue: t('validation.generic') });
  };
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  name?: string;
  readOnly?: boolean;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Shown before the input inside the box (a dialing code). */
  prefix?: string;
  /** Controls after the input inside the box (show/hide, get code). */
  trailing?: ReactNode;
  /** Under the field, before the error (captcha image). */
  hint?: ReactNode;
  onBlur?: () => void;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  inputRef,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  readOnly,
  disabled,
  maxLength,
  placeholder,
  prefix,
  trailing,
  hint,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const errorText = useErrorText()(error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div
        className={`${styles.box} ${errorText ? styles.boxInvalid : ''} ${
          disabled ? styles.boxDisabled : ''
        }`}
      >
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          name={name}
          value={value}
          readOnly={readOnly}
          disabled={disabled}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {trailing}
      </div>
      {hint}
      {errorText && (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <Icon size={22}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </Icon>
  );
}

/** Password input with its show/hide toggle (a pressed button named for what it does). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('auth.showPasswordOf', { field: props.label })}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  error?: FieldError | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Called after each typed change (the form clears its message). */
  onEdit: () => void;
}

/** Captcha answer with its tappable image (tap refreshes). */
export function CaptchaField({ captcha, error, inputRef, onEdit }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = captcha.captcha?.image ?? null;
  const kind = captcha.captcha?.kind ?? null;
  return (
    <TextField
      label={t('auth.captcha')}
      value={captcha.answer}
      onChange={(value) => {
        captcha.setAnswer(value);
        onEdit();
      }}
      error={error}
      inputRef={inputRef}
      autoComplete="off"
      maxLength={16}
      placeholder={kind === 'arithmetic' ? t('auth.captchaArithmetic') : t('auth.captchaText')}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => captcha.refresh()}
          aria-label={t('auth.captchaRefresh')}
        >
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt={t('auth.captchaImage')}
              className={styles.captchaImage}
            />
          ) : (
            <span className={styles.captchaPlaceholder}>{t('auth.captchaLoading')}</span>
          )}
        </button>
      }
    />
  );
}

export interface MobileFieldProps {
  label: string;
  value: string;
  /** Receives the digits only. */
  onChange: (digits: string) => void;
  error?: FieldError | null;
  inputRef?: Ref<HTMLInputElement>;
  dialingCode: string;
}

/** National mobile number after the merchant's dialing code. */
export function MobileField({ onChange, dialingCode, ...rest }: MobileFieldProps) {
  return (
    <TextField
      {...rest}
      onChange={(value) => onChange(value.replace(/\D/g, ''))}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={dialingCode}
      maxLength={15}
    />
  );
}

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The input stays disabled until a code was sent (forgot by phone). */
  disabled?: boolean;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

/** SMS code input with the "get code" button that counts down to the server's expiry. */
export function SmsCodeField({
  value,
  onChange,
  error,
  inputRef,
  disabled,
  secondsLeft,
  sending,
  onSend,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const counting = secondsLeft > 0;
  return (
    <TextField
      label={t('auth.smsCode')}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputRef={inputRef}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      disabled={disabled}
      trailing={
        <button
          type="button"
          className={styles.codeButton}
          onClick={onSend}
          disabled={counting || sending}
          aria-label={counting ? t('auth.resendIn', { seconds: secondsLeft }) : undefined}
        >
          {counting ? t('auth.countdown', { seconds: secondsLeft }) : t('auth.getCode')}
        </button>
      }
    />
  );
}

export interface MobileCodeFieldsProps {
  form: Pick<
    FormErrors<'mobileNum' | 'verificationCode'>,
    'errors' | 'setError' | 'inputRef' | 'focus'
  >;
  sms: SmsSender;
  dialingCode: string;
  mobileNum: string;
  onMobileNumChange: (digits: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code input stays disabled until a code was sent (forgot by phone). */
  codeAfterSend?: boolean;
}

/** Mobile number and its SMS code with the "get code" button (SMS login, forgot by phone). */
export function MobileCodeFields({
  form,
  sms,
  dialingCode,
  mobileNum,
  onMobileNumChange,
  code,
  onCodeChange,
  codeAfterSend,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField
        label={t('auth.mobile')}
        value={mobileNum}
        onChange={(value) => {
          onMobileNumChange(value);
          form.setError('mobileNum', null);
        }}
        error={form.errors.mobileNum}
        inputRef={form.inputRef('mobileNum')}
        dialingCode={dialingCode}
      />
      <SmsCodeField
        value={code}
        onChange={(value) => {
          onCodeChange(value);
          form.setError('verificationCode', null);
        }}
        error={form.errors.verificationCode}
        inputRef={form.inputRef('verificationCode')}
        disabled={codeAfterSend && !sms.sent}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void sms.sendFromForm(form, mobileNum, dialingCode)}
      />
    </>
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** A general message of the form (server answer), announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

export function SubmitButton({
  children,
  disabled,
  busy,
}: {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="submit"
      className={styles.primary}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
