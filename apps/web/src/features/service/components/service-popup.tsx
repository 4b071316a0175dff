import '../i18n/texts.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { HeadsetIcon } from '../../../components/ui/menu-icons.tsx';
import { useLiveChatAllowed } from '../../../lib/live-chat.ts';
import { useModalFlag, useModalStore } from '../../../lib/modal-store.ts';
import { openExternal } from '../../../lib/open-external.ts';
import { customerServiceLink, useSystemStatus } from '../../../lib/system-status.ts';
import { LiveChatButton } from './live-chat-button.tsx';
import { HelpIcon, MailIcon, MegaphoneIcon } from './service-icons.tsx';
import styles from './service.module.css';

function Entry({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.optionIcon}>{icon}</span>
      <span className={styles.optionText}>{children}</span>
    </>
  );
}

/**
 * The service pop-up (modal flag `service`, spec sections 2 and 4): customer service (the
 * decrypted service link), messages (flag MAILCEN), announcements, live chat (its gate) and the
 * help centre. It closes on a route change (the shell does that), on the mask, the close
 * button or Escape (the dialog).
 */
export function ServicePopup() {
  const { t } = useTranslation();
  const open = useModalFlag('service');
  const close = useModalStore((state) => state.close);
  const { status } = useSystemStatus();
  const serviceLink = customerServiceLink(status);
  const mailCentre = Boolean(status?.info.whitelabel.flags.MAILCEN);
  const chatAllowed = useLiveChatAllowed();
  const closePopup = () => close('service');

  return (
    <Dialog open={open} onClose={closePopup} title={t('service.popup.title')}>
      <ul className={styles.options} aria-label={t('service.popup.list')}>
        {serviceLink && (
          <li>
            <button
              type="button"
              className={styles.option}
              onClick={() => {
                openExternal(serviceLink);
                closePopup();
              }}
            >
              <Entry icon={<HeadsetIcon size={20} />}>{t('service.popup.customerService')}</Entry>
            </button>
          </li>
        )}
        {mailCentre && (
          <li>
            <Link to="/webEmail" className={styles.option}>
              <Entry icon={<MailIcon size={20} />}>{t('service.popup.messages')}</Entry>
            </Link>
          </li>
        )}
        <li>
          <Link to="/notice" className={styles.option}>
            <Entry icon={<MegaphoneIcon size={20} />}>{t('service.popup.announcements')}</Entry>
          </Link>
        </li>
        {chatAllowed && (
          <li>
            <LiveChatButton onOpened={closePopup} />
          </li>
        )}
        <li>
          <Link to="/help" className={styles.option}>
            <Entry icon={<HelpIcon size={20} />}>{t('service.popup.help')}</Entry>
          </Link>
        </li>
      </ul>
    </Dialog>
  );
}
