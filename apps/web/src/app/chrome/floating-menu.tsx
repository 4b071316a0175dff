import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useChrome } from '../../lib/use-chrome.ts';
import { useLiveChatAllowed } from '../../lib/live-chat.ts';
import { useSession } from '../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../lib/system-status.ts';
import { ShortcutsIcon } from '../../components/ui/icons.tsx';
import { lazyOptional } from '../../lib/lazy-optional.ts';
import type { MessagingLink } from './floating-menu-sheet.tsx';
import styles from './floating-menu.module.css';

// The open list is loaded at the first tap: the first screen only carries the round button.
const loadSheet = () =>
  import('./floating-menu-sheet.tsx').then((module) => module.FloatingMenuSheet);
const FloatingMenuSheet = lazyOptional(loadSheet);

/**
 * Floating shortcuts (spec section 2): referral when there is no session or the merchant's
 * referral promotion is on, the messaging-app links (TELEGRAM channel, TELEGRAM2 group) and live
 * chat under its gate (flag CBS3, member type 0, 1 or 2, no "nochat" label).
 * Issue 18: a stack of icons on the right covered the right edge of rows and buttons at 390 px,
 * so it is one round button in the bottom-right corner, above the footer tabs (and the download
 * bar), opening a small list. The layout reserves its height below the content
 * (--floating-reserve), so the last controls of a page scroll clear of it.
 */
export function FloatingMenu() {
  const { t } = useTranslation();
  const chrome = useChrome();
  const session = useSession();
  const { status } = useSystemStatus();
  const showLiveChat = useLiveChatAllowed();
  const messaging: MessagingLink[] = [
    { url: resourceUrl(status, 'TELEGRAM'), labelKey: 'floating.telegram' },
    { url: resourceUrl(status, 'TELEGRAM2'), labelKey: 'floating.telegramGroup' },
  ].filter((link): link is MessagingLink => link.url !== null);
  const showReferral = !session || Boolean(status?.info.whitelabel.referralEnabled);
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  if (!showReferral && messaging.length === 0 && !showLiveChat) return null;

  // The spec's "lower on login and register" is moot now: the button always sits at the lowest
  // spot clear of the footer tabs, and drops to the screen's edge only where there are none.
  return (
    <div className={`${styles.menu} ${chrome.showFooter ? '' : styles.low}`}>
      {open && (
        <Suspense fallback={null}>
          <FloatingMenuSheet
            id={sheetId}
            showReferral={showReferral}
            messaging={messaging}
            showLiveChat={showLiveChat}
            toggleRef={toggleRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={t('floating.name')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(!open)}
      >
        <ShortcutsIcon size={24} />
      </button>
    </div>
  );
}
