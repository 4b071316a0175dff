import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useUnreadCounts } from '../../member/api/member-queries.ts';
import type { ListKind } from '../api/messages-queries.ts';
import styles from './messages.module.css';

const TABS: ReadonlyArray<{ kind: ListKind; to: string }> = [
  { kind: 'announcements', to: '/message' },
  { kind: 'notices', to: '/notice' },
  { kind: 'inbox', to: '/webEmail' },
];

/**
 * The message screens' tabs with their unread badges: announcements (PL), notices (PU) and,
 * with flag MAILCEN, the inbox. Badges come from the unread counts (members, not type 4).
 */
export function MessageTabs() {
  const { t } = useTranslation();
  const { status } = useSystemStatus();
  const session = useSession();
  const unread = useUnreadCounts();
  // Link + aria-current rather than NavLink: NavLink would pull more of the router into the
  // shared vendor chunk every first visit downloads.
  const { pathname } = useLocation();
  const mailOn = status?.info.whitelabel.flags.MAILCEN === true;
  const counts: Record<ListKind, number> = {
    announcements: unread.data?.announcements ?? 0,
    notices: unread.data?.loginPopups ?? 0,
    inbox: unread.data?.inbox ?? 0,
  };
  const shown = TABS.filter((tab) => tab.kind !== 'inbox' || (mailOn && session !== null));

  return (
    <nav className={styles.tabs} aria-label={t('messages.tabs')}>
      <ul>
        {shown.map(({ kind, to }) => {
          const count = session ? counts[kind] : 0;
          return (
            <li key={kind}>
              <Link
                to={to}
                className={styles.tab}
                data-kind={kind}
                aria-current={pathname === to ? 'page' : undefined}
              >
                {t(`messages.tab.${kind}`)}
                {count > 0 && (
                  <>
                    <span className={styles.badge} aria-hidden="true" data-testid={`badge-${kind}`}>
                      {count > 99 ? '99+' : count}
                    </span>
                    <span className="sr-only">{`, ${t('messages.unread', { count })}`}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
