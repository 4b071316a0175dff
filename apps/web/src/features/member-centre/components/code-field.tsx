import '../i18n/account-security-texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCountdown } from '../../accounts/hooks/use-countdown.ts';
import { isApiError } from '../../../lib/api-client.ts';
import styles from './member-centre.module.css';

/** The server's message for a refusal (in the member's language), else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The verification-code field with its "get code" button: the button asks `onSend` for a code
 * and then counts down to the server's expiry (spec section 4), idle again at 0.
 */
export function CodeField({
  value,
  onChange,
  onSend,
  sendDisabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; answers its expiry instant (ms), or null when the send was refused. */
  onSend: () => Promise<number | null>;
  sendDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useCountdown(expiresAt);
  const send = async () => {
    setSending(true);
    try {
      const expiry = await onSend();
      if (expiry !== null) setExpiresAt(expiry);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.codeRow}>
      <label className={styles.field}>
        {t('accountSecurity.codeField')}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <button
        type="button"
        className={styles.smallButton}
        disabled={sendDisabled || sending || seconds > 0}
        aria-busy={sending || undefined}
        onClick={() => void send()}
      >
        {seconds > 0
          ? t('accountSecurity.resendIn', { count: seconds })
          : t('accountSecurity.getCode')}
      </button>
    </div>
  );
}
