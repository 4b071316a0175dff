import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { redeemHandoffCode } from '../api/session-calls.ts';
import { useHandoffPrompt } from '../lib/handoff-prompt.ts';
import '../i18n/handoff/texts.ts';
import buttons from '../../../components/ui/buttons.module.css';
import styles from './logout-dialog.module.css';

const dismiss = () => useHandoffPrompt.setState({ code: null });

/**
 * A sign-in link opened by a signed-in member (decision 029): "Sign in as another account?"
 * Keeping the current account (the default, also Escape and the mask) drops the link's code;
 * only an explicit choice spends it and replaces the session.
 */
export function HandoffDialog({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchAccount = async () => {
    setBusy(true);
    setError(null);
    try {
      await redeemHandoffCode(code, client);
      dismiss();
    } catch (failure) {
      setError(
        isApiError(failure) && failure.errorCode !== 'network.error'
          ? failure.message
          : t('handoff.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={dismiss} title={t('handoff.title')}>
      <p className={styles.text}>{t('handoff.question', { name: session?.userName ?? '' })}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={buttons.pair}>
        <button type="button" className={buttons.secondary} data-autofocus onClick={dismiss}>
          {t('handoff.keep')}
        </button>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy || error !== null}
          onClick={() => void switchAccount()}
        >
          {t('handoff.switch')}
        </button>
      </div>
    </Dialog>
  );
}
