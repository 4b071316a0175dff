import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVITE_PATH } from '../../lib/chrome-rules.ts';
import { useChrome } from '../../lib/use-chrome.ts';
import { canChat, useSession } from '../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../lib/system-status.ts';
import { ChatIcon, InviteIcon, SendIcon } from '../../components/ui/icons.tsx';
import styles from './floating-menu.module.css';

/**
 * Floating shortcuts (spec section 2): referral when there is no session (or the member's
 * REFERRAL promotion is on, with accounts), the messaging app when a Telegram link exists, and
 * live chat for members only (flag CBS3, member type not 4, no "nochat" label).
 */
export function FloatingMenu() {
  const { t } = useTranslation();
  const chrome = useChrome();
  const session = useSession();
  const { status } = useSystemStatus();
  const telegram = resourceUrl(status, 'TELEGRAM');
  const showReferral = !session;
  const showLiveChat = Boolean(status?.info.whitelabel.flags.CBS3) && canChat(session);

  if (!showReferral && !telegram && !showLiveChat) return null;

  return (
    <aside
      className={`${styles.menu} ${chrome.floatingMenuLow ? styles.low : ''}`}
      aria-label={t('floating.name')}
    >
      {showReferral && (
        <Link to={INVITE_PATH} className={styles.item} aria-label={t('floating.referral')}>
          <InviteIcon size={22} />
        </Link>
      )}
      {telegram && (
        <a
          href={telegram}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.item}
          aria-label={t('floating.telegram')}
        >
          <SendIcon size={22} />
        </a>
      )}
      {showLiveChat && (
        <Link to="/customer" className={styles.item} aria-label={t('floating.liveChat')}>
          <ChatIcon size={22} />
        </Link>
      )}
    </aside>
  );
}
