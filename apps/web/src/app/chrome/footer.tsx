import type { ComponentType, MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { INVITE_PATH, HOME_PATH, type FooterTab } from '../../lib/chrome-rules.ts';
import { useChrome } from '../../lib/use-chrome.ts';
import { useSession } from '../../lib/session-store.ts';
import { usePopup } from '../../lib/use-popup.ts';
import { useSystemStatus } from '../../lib/system-status.ts';
import {
  GiftIcon,
  HomeIcon,
  InviteIcon,
  UserIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';
import styles from './footer.module.css';

interface TabDef {
  tab: FooterTab;
  to: string;
  labelKey: string;
  Icon: ComponentType<{ size?: number }>;
  /** A guest tapping it gets the login dialog instead (spec section 6). */
  needsLogin: boolean;
}

export const FOOTER_TABS: readonly TabDef[] = [
  {
    tab: 'memberCentre',
    to: '/member/home',
    labelKey: 'footer.memberCentre',
    Icon: UserIcon,
    needsLogin: true,
  },
  {
    tab: 'promotions',
    to: '/activity',
    labelKey: 'footer.promotions',
    Icon: GiftIcon,
    needsLogin: false,
  },
  { tab: 'home', to: HOME_PATH, labelKey: 'footer.home', Icon: HomeIcon, needsLogin: false },
  {
    tab: 'deposit',
    to: '/voucherCenter',
    labelKey: 'footer.deposit',
    Icon: WalletIcon,
    needsLogin: true,
  },
  {
    tab: 'invite',
    to: INVITE_PATH,
    labelKey: 'footer.invite',
    Icon: InviteIcon,
    // A member's invite screen (decision 035): a guest has no link to share yet. Agents are
    // sent on from there to their agent home (no agent check here: first-visit bytes).
    needsLogin: true,
  },
];

export function AppFooter() {
  const { t } = useTranslation();
  const chrome = useChrome();
  const session = useSession();
  const popup = usePopup();
  const { status } = useSystemStatus();
  const referralEnabled = status?.info.whitelabel.referralEnabled ?? false;

  if (!chrome.showFooter) return null;

  const tabs = FOOTER_TABS.filter((tab) => tab.tab !== 'invite' || referralEnabled);

  return (
    <nav className={styles.footer} aria-label={t('footer.navigation')}>
      <ul
        className={styles.list}
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map(({ tab, to, labelKey, Icon, needsLogin }) => {
          const current = chrome.activeFooterTab === tab;
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (needsLogin && !session) {
              event.preventDefault();
              popup.open('login');
            }
          };
          return (
            <li key={tab}>
              <Link
                to={to}
                onClick={onClick}
                className={`${styles.tab} ${tab === 'home' ? styles.home : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <span className={styles.icon}>
                  <Icon size={tab === 'home' ? 26 : 22} />
                </span>
                <span className={styles.label}>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
