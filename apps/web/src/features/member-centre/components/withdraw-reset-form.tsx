import '../i18n/account-security-texts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ResetChannel, SecurityConfig } from '@app/contracts';
import { useWithdrawPasswordReset, useWithdrawResetCode } from '../api/member-centre-queries.ts';
import { CodeField, refusalText } from './code-field.tsx';
import { InlineForm } from './inline-form.tsx';
import styles from './member-centre.module.css';

/**
 * Resets a forgotten withdrawal password (decision 036): a code to the bound mobile or e-mail
 * (the member picks when both are bound), then the new six-digit password twice. With neither
 * bound it says so and offers to bind a mobile number.
 */
export function WithdrawResetForm({
  config,
  onDone,
  onCancel,
  onBindMobile,
}: {
  config: SecurityConfig;
  onDone: () => void;
  onCancel: () => void;
  onBindMobile: () => void;
}) {
  const { t } = useTranslation();
  const channels: { channel: ResetChannel; text: string }[] = [];
  if (config.mobile.bound) {
    channels.push({
      channel: 'sms',
      text: t('accountSecurity.bySms', { masked: config.mobile.masked }),
    });
  }
  if (config.email.bound) {
    channels.push({
      channel: 'email',
      text: t('accountSecurity.byEmail', { masked: config.email.masked }),
    });
  }
  if (channels.length === 0) {
    return (
      <div className={styles.form}>
        <p className={styles.hint} role="status">
          {t('accountSecurity.noContact')}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('accountSecurity.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={onBindMobile}>
            {t('accountSecurity.bindMobileNow')}
          </button>
        </div>
      </div>
    );
  }
  return <ResetForm channels={channels} onDone={onDone} onCancel={onCancel} />;
}

function ResetForm({
  channels,
  onDone,
  onCancel,
}: {
  channels: { channel: ResetChannel; text: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sendCode = useWithdrawResetCode();
  const reset = useWithdrawPasswordReset();
  const [channel, setChannel] = useState<ResetChannel>(channels[0]!.channel);
  const [code, setCode] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<number | null> => {
    setProblem(null);
    try {
      const value = await sendCode.mutateAsync(channel);
      setSentTo(value.masked);
      return value.expirationTime;
    } catch (error) {
      setProblem(refusalText(error, t('accountSecurity.failed')));
      return null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setProblem(t('accountSecurity.codeInvalid'));
    if (!/^\d{6}$/.test(newPassword)) return setProblem(t('accountSecurity.passwordInvalid'));
    if (newPassword !== confirmPassword) return setProblem(t('accountSecurity.mismatch'));
    setProblem(null);
    reset.mutate(
      { channel, verificationCode: code, newPassword, confirmPassword },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(refusalText(error, t('accountSecurity.failed'))),
      },
    );
  };

  const passwordInput = (label: string, value: string, onChange: (value: string) => void) => (
    <label className={styles.field}>
      {label}
      <input
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        placeholder={t('accountSecurity.passwordRule')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </label>
  );

  return (
    <InlineForm
      label={t('accountSecurity.resetForm')}
      onSubmit={submit}
      problem={problem}
      pending={reset.isPending}
      onCancel={onCancel}
      cancel={t('accountSecurity.cancel')}
      save={t('accountSecurity.save')}
    >
      <fieldset className={styles.choices}>
        <legend>{t('accountSecurity.channel')}</legend>
        {channels.map((item) => (
          <label key={item.channel} className={styles.choice}>
            <input
              type="radio"
              name="reset-channel"
              value={item.channel}
              checked={channel === item.channel}
              onChange={() => {
                setChannel(item.channel);
                setSentTo(null);
              }}
            />
            {item.text}
          </label>
        ))}
      </fieldset>
      <CodeField value={code} onChange={setCode} onSend={send} />
      {sentTo && (
        <p className={styles.hint} role="status">
          {t('accountSecurity.codeSent', { target: sentTo })}
        </p>
      )}
      {passwordInput(t('accountSecurity.newPassword'), newPassword, setNew)}
      {passwordInput(t('accountSecurity.confirmPassword'), confirmPassword, setConfirm)}
    </InlineForm>
  );
}
