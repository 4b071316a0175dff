import '../i18n/texts.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { decryptServicePath } from '@app/contracts';
import { SendIcon } from '../../../components/ui/icons.tsx';
import { ChatIcon, HeadsetIcon } from '../../../components/ui/menu-icons.tsx';
import { useLiveChatAllowed } from '../../../lib/live-chat.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { LiveChatButton } from '../components/live-chat-button.tsx';
import { EditIcon, HelpIcon, MailIcon } from '../components/service-icons.tsx';
import styles from '../components/service.module.css';

const LIVECHAT = 'LIVECHAT';

function iconOf(csType: string) {
  switch (csType.toUpperCase()) {
    case LIVECHAT:
      return <ChatIcon size={20} />;
    case 'TELEGRAM':
      return <SendIcon size={20} />;
    case 'EMAIL':
      return <MailIcon size={20} />;
    default:
      return <HeadsetIcon size={20} />;
  }
}

/**
 * /m/customer (shell spec section 2 names it): every customer-service link of the merchant
 * (decrypted, spec section 4), live chat under its gate, and the ways to write or read.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { status } = useSystemStatus();
  const chatAllowed = useLiveChatAllowed();
  const links = (status?.info.customerService ?? []).flatMap((entry) => {
    // A member who may chat gets live chat through launch chat: no second live-chat entry.
    if (chatAllowed && entry.csType.toUpperCase() === LIVECHAT) return [];
    const url = decryptServicePath(entry.path);
    return url ? [{ ...entry, url }] : [];
  });

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('service.customer.intro')}</p>
      <section aria-labelledby="customer-links" className={styles.card}>
        <h2 id="customer-links" className="sr-only">
          {t('service.customer.links')}
        </h2>
        {links.length === 0 && !chatAllowed ? (
          <p className={styles.intro}>{t('service.customer.empty')}</p>
        ) : (
          <ul className={styles.options}>
            {chatAllowed && (
              <li>
                <LiveChatButton />
              </li>
            )}
            {links.map((link) => (
              <li key={`${link.csType}-${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.option}
                >
                  <span className={styles.optionIcon}>{iconOf(link.csType)}</span>
                  <span className={styles.optionText}>
                    {link.title}
                    <span className="sr-only"> ({t('service.customer.opensOutside')})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-label={t('service.popup.list')}>
        <ul className={styles.options}>
          {session && (
            <li>
              <Link to="/feedback" className={styles.option}>
                <span className={styles.optionIcon}>
                  <EditIcon size={20} />
                </span>
                <span className={styles.optionText}>{t('service.customer.feedback')}</span>
              </Link>
            </li>
          )}
          <li>
            <Link to="/help" className={styles.option}>
              <span className={styles.optionIcon}>
                <HelpIcon size={20} />
              </span>
              <span className={styles.optionText}>{t('service.popup.help')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
