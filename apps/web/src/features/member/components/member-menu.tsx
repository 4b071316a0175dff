import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { openExternal } from '../../../lib/open-external.ts';
import { useSession } from '../../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../../lib/system-status.ts';
import { useMemberInfo, useUnreadCounts } from '../api/member-queries.ts';
import { memberMenuEntries, type MemberMenuEntryId } from '../lib/menu-entries.ts';
import { useLogoutStore } from '../hooks/use-logout.ts';
import { MemberHeader } from './member-header.tsx';
import {
  CalendarIcon,
  CrownIcon,
  DepositIcon,
  FeedbackIcon,
  HelpIcon,
  LogoutIcon,
  MailIcon,
  ReceiptIcon,
  TicketIcon,
  TrophyIcon,
  UsersIcon,
  WithdrawIcon,
} from './member-icons.tsx';
import styles from './member-menu.module.css';

const ICONS: Record<MemberMenuEntryId, ComponentType<{ size?: number }>> = {
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  vipBenefits: CrownIcon,
  events: CalendarIcon,
  rewardCenter: TrophyIcon,
  agent: UsersIcon,
  help: HelpIcon,
  accountRecord: ReceiptIcon,
  bettingRecord: TicketIcon,
  feedback: FeedbackIcon,
  messages: MailIcon,
};

/**
 * The agent entry of the guest view (spec: it shows for guests too). The agent-getting action
 * (spec section 2): someone who is not an agent gets the affiliate link when there is one.
 */
export function GuestAgentEntry({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { status } = useSystemStatus();
  const affiliateLink = resourceUrl(status, 'AFFILIATELINK');
  if (affiliateLink) {
    return (
      <button
        type="button"
        className={styles.row}
        onClick={() => {
          onNavigate();
          openExternal(affiliateLink);
        }}
      >
        <UsersIcon size={20} />
        <span>{t('menu.agent')}</span>
      </button>
    );
  }
  return (
    <Link to="/agent" className={styles.row} onClick={onNavigate}>
      <UsersIcon size={20} />
      <span>{t('menu.agent')}</span>
    </Link>
  );
}

/**
 * The signed-in part of the right side menu: profile (avatar, name, VIP label, balance) and
 * the entries the member's type and the white-label settings allow.
 */
export function MemberMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { status } = useSystemStatus();
  const openModal = useModalStore((state) => state.open);
  const info = useMemberInfo();
  const unread = useUnreadCounts();
  if (!session) return null;

  const whitelabel = status?.info.whitelabel;
  const vipLabel = whitelabel?.vipBenefitEnabled ? info.data?.clubLabel?.labelName : null;
  const entries = memberMenuEntries(session, whitelabel);
  const inbox = unread.data?.inbox ?? 0;

  return (
    <>
      <MemberHeader variant="menu" vipLabel={vipLabel} onNavigate={onNavigate} />
      <nav aria-label={t('menu.memberEntries')}>
        <ul className={styles.grid}>
          {entries.map(({ id, to }) => {
            const Icon = ICONS[id];
            if (id === 'agent') {
              // The agent-getting action for an agent opens the agent quick menu (spec section 2).
              return (
                <li key={id}>
                  <button
                    type="button"
                    className={styles.tile}
                    aria-haspopup="dialog"
                    onClick={() => {
                      onNavigate();
                      openModal('agent');
                    }}
                  >
                    <span className={styles.icon}>
                      <Icon size={22} />
                    </span>
                    <span className={styles.label}>{t(`menu.${id}`)}</span>
                  </button>
                </li>
              );
            }
            return (
              <li key={id}>
                <Link to={to} className={styles.tile} onClick={onNavigate}>
                  <span className={styles.icon}>
                    <Icon size={22} />
                    {id === 'messages' && inbox > 0 && (
                      <span className={styles.badge} aria-hidden="true">
                        {inbox > 99 ? '99+' : inbox}
                      </span>
                    )}
                  </span>
                  <span className={styles.label}>{t(`menu.${id}`)}</span>
                  {id === 'messages' && inbox > 0 && (
                    <span className="sr-only">{`, ${t('menu.unread', { count: inbox })}`}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/** Opens the logout confirmation (the menu closes first: one dialog at a time). */
export function LogoutButton({ onBeforeAsk }: { onBeforeAsk: () => void }) {
  const { t } = useTranslation();
  const ask = useLogoutStore((state) => state.ask);
  return (
    <button
      type="button"
      className={styles.logout}
      onClick={() => {
        onBeforeAsk();
        ask();
      }}
    >
      <LogoutIcon size={20} />
      <span>{t('menu.logout')}</span>
    </button>
  );
}
