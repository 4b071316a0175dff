import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ChatIcon } from '../../../components/ui/menu-icons.tsx';
import { launchLiveChat } from '../../../lib/live-chat-launch.ts';
import styles from './service.module.css';

/** The live-chat entry: asks for the chat address and opens it; shows why when it cannot. */
export function LiveChatButton({ onOpened }: { onOpened?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.option}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const result = await launchLiveChat(navigate, t('service.chatFailed'));
          setBusy(false);
          if (result.ok) onOpened?.();
          else setError(result.message);
        }}
      >
        <span className={styles.optionIcon}>
          <ChatIcon size={20} />
        </span>
        <span className={styles.optionText}>{t('service.popup.liveChat')}</span>
      </button>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </>
  );
}
