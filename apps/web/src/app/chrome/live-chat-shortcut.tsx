import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ChatIcon } from '../../components/ui/menu-icons.tsx';
import { launchLiveChat } from '../../lib/live-chat-launch.ts';
import styles from './floating-menu-sheet.module.css';

/**
 * The floating shortcuts' live-chat entry: asks launch chat for the address and opens it, or
 * says why not (under the entry, inside the open list).
 */
export function LiveChatShortcut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.item}
        onClick={async () => {
          setError(null);
          const result = await launchLiveChat(navigate, t('app.pageErrorHint'));
          if (!result.ok) setError(result.message);
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <ChatIcon size={20} />
        </span>
        {t('floating.liveChat')}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
