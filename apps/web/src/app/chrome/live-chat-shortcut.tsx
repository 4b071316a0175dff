import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../components/ui/menu-icons.tsx';
import { launchLiveChat } from '../../lib/live-chat-launch.ts';
import styles from './floating-menu.module.css';

/**
 * The floating menu's live-chat shortcut: asks launch chat for the address and opens it, or
 * says why not. Its own module: only members who may chat load it (the entry keeps the gate).
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
        aria-label={t('floating.liveChat')}
        onClick={async () => {
          setError(null);
          const result = await launchLiveChat(navigate, t('app.pageErrorHint'));
          if (!result.ok) setError(result.message);
        }}
      >
        <ChatIcon size={22} />
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
