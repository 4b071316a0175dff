import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Navigate } from 'react-router';
import { TRIAL_TYPE } from '@app/contracts';
import { useSession } from '../../../lib/session-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { itemsOf, useCanMarkRead, useInbox, useMarkRead } from '../api/messages-queries.ts';
import { MessageList } from '../components/message-list.tsx';
import { MessageScreen } from '../components/message-screen.tsx';
import styles from '../components/messages.module.css';

/**
 * /m/webEmail: the member's inbox (flag MAILCEN). A guest is asked to log in; a trial
 * account (type 4) is told to use a real one.
 */
export function WebEmailPage() {
  const session = useSession();
  const { status } = useSystemStatus();
  if (!session) return <Navigate to="/login" replace />;
  if (status && status.info.whitelabel.flags.MAILCEN !== true) {
    return <Navigate to="/message" replace />;
  }
  return <Inbox trial={session.type === TRIAL_TYPE} />;
}

function Inbox({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const query = useInbox(!trial);
  const canMark = useCanMarkRead();
  const markRead = useMarkRead('inbox');
  return (
    <MessageScreen>
      {trial ? (
        <p className={styles.state} role="status">
          {t('messages.trial')}
        </p>
      ) : (
        <MessageList
          query={query}
          items={itemsOf(query.data)}
          label={t('messages.list.inbox')}
          emptyHint={t('messages.emptyHint.inbox')}
          onOpen={markRead}
          showReadState={canMark}
        />
      )}
    </MessageScreen>
  );
}
