import '../i18n/texts.ts';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { greetingPeriod, type TeamFooter } from '@app/contracts';
import type { IconProps } from '../../../components/ui/icons.tsx';
import { useFormatMoney } from '../../../lib/money.ts';
import { openExternal } from '../../../lib/open-external.ts';
import { useSession, useSessionStore } from '../../../lib/session-store.ts';
import { customerServiceLink, useSystemStatus } from '../../../lib/system-status.ts';
import { useUnreadCounts } from '../../member/api/member-queries.ts';
import { useAgentProfile, useTeamKpi } from '../api/agent-queries.ts';
import { AgentLink } from '../components/agent-nav.tsx';
import {
  ChartIcon,
  CoinsIcon,
  HeadsetIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  PercentIcon,
  TeamIcon,
  TicketIcon,
  TrendIcon,
} from '../components/agent-icons.tsx';
import {
  agentGridEntries,
  isAgentSession,
  todayRange,
  type AgentGridId,
} from '../lib/agent-entries.ts';
import styles from '../components/agent.module.css';

const ICONS: Record<AgentGridId, ComponentType<IconProps>> = {
  teamOverview: ChartIcon,
  transactionRecord: ListIcon,
  downlineManagement: TeamIcon,
  teamPnl: TrendIcon,
  teamBetting: TicketIcon,
  agentRebate: PercentIcon,
  teamRebate: CoinsIcon,
  securityCenter: LockIcon,
  messages: MailIcon,
  onlineService: HeadsetIcon,
};

const COUNTERS: readonly (keyof TeamFooter)[] = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
];

/** The visible unread badge; the count is read out after the label (see its sr-only text). */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * /m/agent, the agent home (spec section 2): greeting by hour, name and balance, withdraw and
 * deposit, the team's four counters for today and the tool grid gated by white-label keys (the
 * agent footer is the layout's, on every agent screen). Anyone without an agent session goes to /m/home.
 */
export function AgentHomePage() {
  const session = useSession();
  const agent = isAgentSession(session);
  if (!agent) return <Navigate to="/home" replace />;
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation();
  const session = useSession();
  const { status } = useSystemStatus();
  const flags = status?.info.whitelabel.flags;
  const range = useMemo(() => todayRange(new Date()), []);
  const profile = useAgentProfile(true);
  const kpi = useTeamKpi(range, true);
  const unread = useUnreadCounts();
  const period = greetingPeriod(new Date().getHours());
  const money = useFormatMoney();
  const serviceLink = customerServiceLink(status);
  const inbox = unread.data?.inbox ?? 0;

  const openService = () => {
    if (!isAgentSession(useSessionStore.getState().session) || !serviceLink) return;
    openExternal(serviceLink);
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="agent-greeting">
        <h1 id="agent-greeting" className={styles.greeting}>
          {t(`agent.greeting.${period}`)}
          {', '}
          <span className={styles.userName}>{profile.data?.userName ?? session?.userName}</span>
        </h1>
        <p className={styles.balanceLabel}>{t('agent.home.balance')}</p>
        <p className={styles.balance} data-testid="agent-balance">
          {profile.data ? money(profile.data.sumBalance) : '—'}
        </p>
        <div className={styles.actions}>
          <AgentLink to="/withdraw" className={styles.actionSecondary}>
            {t('agent.home.withdraw')}
          </AgentLink>
          <AgentLink to="/voucherCenter" className={styles.actionPrimary}>
            {t('agent.home.deposit')}
          </AgentLink>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="agent-counters">
        <h2 id="agent-counters" className={styles.cardTitle}>
          {t('agent.home.counters')}
        </h2>
        {kpi.isError ? (
          <p className={styles.error} role="alert">
            {t('agent.home.loadFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void kpi.refetch()}>
              {t('agent.home.retry')}
            </button>
          </p>
        ) : (
          <dl className={styles.counters}>
            {COUNTERS.map((key) => (
              <div key={key} className={styles.counter}>
                <dt>{t(`agent.counter.${key}`)}</dt>
                <dd data-testid={`counter-${key}`}>{kpi.data ? kpi.data.footer[key] : '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <nav className={styles.card} aria-label={t('agent.home.navigation')}>
        <ul className={styles.grid}>
          {agentGridEntries(flags).map(({ id, to }) => {
            const Icon = ICONS[id];
            const content = (
              <>
                <span className={styles.tileIcon}>
                  <Icon size={24} />
                  {id === 'messages' && <Badge count={inbox} />}
                </span>
                <span className={styles.tileLabel}>{t(`agent.grid.${id}`)}</span>
                {id === 'messages' && inbox > 0 && (
                  <span className="sr-only">{`, ${t('agent.home.unread', { count: inbox })}`}</span>
                )}
              </>
            );
            return (
              <li key={id}>
                {to === null ? (
                  <button type="button" className={styles.tile} onClick={openService}>
                    {content}
                  </button>
                ) : (
                  <AgentLink to={to} className={styles.tile}>
                    {content}
                  </AgentLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
