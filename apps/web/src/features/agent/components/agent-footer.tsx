import { useTranslation } from '../../../i18n/use-translation.ts';
import { HomeIcon } from '../../../components/ui/icons.tsx';
import { DIVIDEND_PATH } from '../lib/agent-entries.ts';
import { AgentLink } from './agent-nav.tsx';
import { CoinsIcon, MegaphoneIcon, UserPlusIcon } from './agent-icons.tsx';
import styles from './agent.module.css';

/**
 * The agent home's footer (spec section 2): home, open account (register centre), dividend
 * only when the dividend feature is on, and the agent announcements with their unread badge.
 */
export function AgentFooter({
  dividend,
  unreadAnnouncements,
}: {
  dividend: boolean;
  unreadAnnouncements: number;
}) {
  const { t } = useTranslation();
  const tabs = [
    { id: 'home', to: '/home', Icon: HomeIcon },
    { id: 'openAccount', to: '/agentRegister', Icon: UserPlusIcon },
    ...(dividend ? [{ id: 'dividend', to: DIVIDEND_PATH, Icon: CoinsIcon }] : []),
    { id: 'announcements', to: '/member/notice?types=A', Icon: MegaphoneIcon },
  ];
  return (
    <nav className={styles.footer} aria-label={t('agent.footer.label')}>
      <ul>
        {tabs.map(({ id, to, Icon }) => (
          <li key={id}>
            <AgentLink to={to} className={styles.footerTab}>
              <span className={styles.tileIcon}>
                <Icon size={22} />
                {id === 'announcements' && unreadAnnouncements > 0 && (
                  <span className={styles.badge} aria-hidden="true">
                    {unreadAnnouncements > 99 ? '99+' : unreadAnnouncements}
                  </span>
                )}
              </span>
              <span>{t(`agent.footer.${id}`)}</span>
              {id === 'announcements' && unreadAnnouncements > 0 && (
                <span className="sr-only">
                  {`, ${t('agent.home.unread', { count: unreadAnnouncements })}`}
                </span>
              )}
            </AgentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
