import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { INVITE_PATH } from '../../lib/chrome-rules.ts';
import { useSession } from '../../lib/session-store.ts';
import { usePopup } from '../../lib/use-popup.ts';
import { isAgentType } from '../../features/member/lib/menu-entries.ts';
import { InviteIcon, SendIcon } from '../../components/ui/icons.tsx';
import { LiveChatShortcut } from './live-chat-shortcut.tsx';
import styles from './floating-menu-sheet.module.css';

export interface MessagingLink {
  url: string;
  labelKey: string;
}

interface FloatingMenuSheetProps {
  id: string;
  showReferral: boolean;
  messaging: MessagingLink[];
  showLiveChat: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The open floating shortcuts: a small non-modal list above the round button, each shortcut
 * with its icon and its name written out (the two Telegram entries are two channels). Focus
 * moves to the first shortcut; Escape and a tap outside close it, Escape gives focus back.
 */
export function FloatingMenuSheet({
  id,
  showReferral,
  messaging,
  showLiveChat,
  toggleRef,
  onClose,
}: FloatingMenuSheetProps) {
  const { t } = useTranslation();
  const sheetRef = useRef<HTMLDivElement>(null);
  const session = useSession();
  const popup = usePopup();
  // Decision 035: members get their invite screen, agents their agent home (their affiliate
  // links), and a guest the login dialog.
  const inviteTo = session && isAgentType(session.type) ? '/agent' : INVITE_PATH;
  const onInvite = (event: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    if (session) return;
    event.preventDefault();
    popup.open('login');
  };

  useEffect(() => {
    sheetRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (sheetRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, toggleRef]);

  return (
    <div
      ref={sheetRef}
      id={id}
      role="dialog"
      aria-label={t('floating.name')}
      className={styles.sheet}
    >
      <ul className={styles.list}>
        {showReferral && (
          <li>
            <Link to={inviteTo} className={styles.item} onClick={onInvite}>
              <span className={styles.icon} aria-hidden="true">
                <InviteIcon size={20} />
              </span>
              {t('floating.referral')}
            </Link>
          </li>
        )}
        {messaging.map((link) => (
          <li key={link.labelKey}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.item}
              onClick={onClose}
            >
              <span className={styles.icon} aria-hidden="true">
                <SendIcon size={20} />
              </span>
              {t(link.labelKey)}
            </a>
          </li>
        ))}
        {showLiveChat && (
          <li>
            <LiveChatShortcut />
          </li>
        )}
      </ul>
    </div>
  );
}
