import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVITE_PATH } from '../../lib/chrome-rules.ts';
import { useChrome } from '../../lib/use-chrome.ts';
import { useLiveChatAllowed } from '../../lib/live-chat.ts';
import { useSession } from '../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../lib/system-status.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { BackIcon, InviteIcon, SendIcon } from '../../components/ui/icons.tsx';
import styles from './floating-menu.module.css';
import { lazyOptional } from '../../lib/lazy-optional.ts';

// Only members who may chat load the shortcut and its launch call: the entry keeps the gate.
const LiveChatShortcut = lazyOptional(() =>
  import('./live-chat-shortcut.tsx').then((module) => module.LiveChatShortcut),
);

/** Remembers a folded menu: whoever folded it away once should not have it back on every page. */
const COLLAPSED_KEY = 'FLOATING_MENU_COLLAPSED';

/**
 * Floating shortcuts (spec section 2): referral when there is no session or the merchant's
 * referral promotion is on, the messaging-app links (TELEGRAM, TELEGRAM2) and live chat under
 * its gate (flag CBS3, member type 0, 1 or 2, no "nochat" label), opened through launch chat.
 * On a 390 px screen the stack covers the right edge of rows and buttons, so it folds into a
 * small tab at the screen's edge.
 */
export function FloatingMenu() {
  const { t } = useTranslation();
  const chrome = useChrome();
  const session = useSession();
  const { status } = useSystemStatus();
  const showLiveChat = useLiveChatAllowed();
  const messaging = [
    { url: resourceUrl(status, 'TELEGRAM'), labelKey: 'floating.telegram' },
    { url: resourceUrl(status, 'TELEGRAM2'), labelKey: 'menu.telegramGroup' },
  ].filter((link): link is { url: string; labelKey: string } => link.url !== null);
  const showReferral = !session || Boolean(status?.info.whitelabel.referralEnabled);
  const [collapsed, setCollapsed] = useState(() => readStorage(COLLAPSED_KEY) === '1');
  const itemsId = useId();
  const toggle = () => {
    writeStorage(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  if (!showReferral && messaging.length === 0 && !showLiveChat) return null;

  return (
    <aside
      className={`${styles.menu} ${chrome.floatingMenuLow ? styles.low : ''} ${collapsed ? styles.collapsed : ''}`}
      aria-label={t('floating.name')}
    >
      <div id={itemsId} className={styles.items} hidden={collapsed}>
        {showReferral && (
          <Link to={INVITE_PATH} className={styles.item} aria-label={t('floating.referral')}>
            <InviteIcon size={22} />
          </Link>
        )}
        {messaging.map((link) => (
          <a
            key={link.labelKey}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.item}
            aria-label={t(link.labelKey)}
          >
            <SendIcon size={22} />
          </a>
        ))}
        {showLiveChat && (
          <Suspense fallback={null}>
            <LiveChatShortcut />
          </Suspense>
        )}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={itemsId}
        aria-label={t(collapsed ? 'floating.show' : 'floating.hide')}
        onClick={toggle}
      >
        <BackIcon size={16} />
      </button>
    </aside>
  );
}
