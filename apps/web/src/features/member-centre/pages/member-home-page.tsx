import '../i18n/texts.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HIDDEN_BALANCE } from '@app/contracts';
import { useAvatar, useMemberInfo, useWalletBalance } from '../../member/api/member-queries.ts';
import { MemberAvatar } from '../../member/components/member-avatar.tsx';
import { RefreshIcon } from '../../member/components/balance-icons.tsx';
import { useLogoutStore } from '../../member/hooks/use-logout.ts';
import { balanceText } from '../../member/lib/format.ts';
import { useMoneyFormat } from '../../../lib/money.ts';
import { LogoutDialog } from '../../member/menu.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useMemberCentreTemplate } from '../api/member-centre-queries.ts';
import { MemberOnly } from '../components/states.tsx';
import styles from '../components/member-centre.module.css';

/** The member-centre entries (routes under /m); deposit and withdraw lead the new layout. */
export const MEMBER_HOME_ENTRIES = [
  { id: 'deposit', to: '/voucherCenter' },
  { id: 'withdraw', to: '/withdraw' },
  { id: 'transactions', to: '/transaction/record' },
  { id: 'bets', to: '/gameRecord' },
  { id: 'security', to: '/securityCenter' },
  { id: 'info', to: '/member/info' },
  { id: 'messages', to: '/webEmail' },
  { id: 'vip', to: '/vip' },
  { id: 'rewards', to: '/rewardCenter' },
  // Issue 25: the member's bonuses.
  { id: 'bonuses', to: '/member/bonuses' },
  // Issue 23: player protection and identity checks.
  { id: 'protection', to: '/protection' },
  { id: 'identity', to: '/identity' },
  { id: 'feedback', to: '/feedback' },
  { id: 'help', to: '/help' },
] as const;

/**
 * /m/member/home (spec sections 2 and 4): the member-centre template flag '1' gives the new
 * layout (a wallet card, quick deposit and withdraw, a grid of services), anything else the
 * base one (profile and a list). A guest is sent home to log in.
 */
export function MemberHomePage() {
  return (
    <MemberOnly>
      <MemberHome />
    </MemberOnly>
  );
}

function MemberHome() {
  const template = useMemberCentreTemplate();
  // Until the flag is known nothing is drawn, so the page does not jump from one layout to the other.
  if (template.isPending) return null;
  const layout = template.data === '1' ? 'new' : 'base';
  return (
    <div className={styles.page} data-layout={layout}>
      {layout === 'new' ? <NewLayout /> : <BaseLayout />}
      <LogoutButton />
      <LogoutDialog />
    </div>
  );
}

function useProfile() {
  const session = useSession();
  const info = useMemberInfo();
  const nickname = info.data?.nickname.trim() ?? '';
  const account = info.data?.account ?? session?.userName ?? '';
  return { nickname, account, vip: info.data?.clubLabel?.labelName ?? null };
}

function Profile({ hero }: { hero: boolean }) {
  const { t } = useTranslation();
  const currency = useMoneyFormat();
  const avatar = useAvatar();
  const balance = useWalletBalance();
  const { nickname, account, vip } = useProfile();
  const refreshing = balance.isFetching;
  const text = balanceText(balance.data?.sumBalance, {
    hidden: false,
    refreshing,
    currency,
  });
  // Issue 25: the bonus balance beside the cash, once there is one (playable, not withdrawable).
  const bonusCents = balance.data?.bonusBalance ?? 0;
  const bonusText = balanceText(bonusCents, { hidden: false, refreshing, currency });
  return (
    <section
      className={`${styles.card} ${hero ? styles.hero : ''}`}
      aria-label={hero ? t('memberCentre.home.wallet') : undefined}
    >
      <div className={styles.profile}>
        <MemberAvatar avatar={avatar.data} size={hero ? 60 : 52} />
        <div className={styles.names}>
          <h2 className={styles.name} translate="no">
            {nickname || account}
          </h2>
          <p className={styles.sub} translate="no">
            {t('memberCentre.home.account')}: {account}
          </p>
          {vip && (
            <p className={styles.vip}>
              <span className="sr-only">{t('memberCentre.home.vip')}: </span>
              {vip}
            </p>
          )}
        </div>
      </div>
      <div className={styles.balanceRow}>
        <div>
          <p className={styles.balanceLabel} id="member-home-balance">
            {t('memberCentre.home.balance')}
          </p>
          <p className={styles.balance} aria-labelledby="member-home-balance">
            <span aria-hidden={text === HIDDEN_BALANCE || undefined}>{text}</span>
            {text === HIDDEN_BALANCE && (
              <span className="sr-only">{t('memberCentre.home.refreshing')}</span>
            )}
          </p>
          {bonusCents > 0 && (
            <p className={styles.sub}>
              {t('memberCentre.home.bonusBalance')}:{' '}
              <span aria-hidden={bonusText === HIDDEN_BALANCE || undefined}>{bonusText}</span>
            </p>
          )}
        </div>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('memberCentre.home.refresh')}
          aria-busy={refreshing || undefined}
          onClick={() => {
            if (!refreshing) void balance.refetch();
          }}
        >
          <RefreshIcon size={20} className={refreshing ? styles.spinning : undefined} />
        </button>
      </div>
    </section>
  );
}

function BaseLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Profile hero={false} />
      <EntryCard
        label={t('memberCentre.home.menu')}
        entries={MEMBER_HOME_ENTRIES}
        listClassName={styles.list}
        linkClassName={styles.rowLink}
      />
    </>
  );
}

function NewLayout() {
  const { t } = useTranslation();
  const [deposit, withdraw, ...services] = MEMBER_HOME_ENTRIES;
  return (
    <>
      <Profile hero />
      <nav aria-label={t('memberCentre.home.quick')} className={styles.quick}>
        {[deposit, withdraw].map(({ id, to }) => (
          <Link key={id} to={to} className={styles.quickLink}>
            {t(`memberCentre.home.entry.${id}`)}
          </Link>
        ))}
      </nav>
      <EntryCard
        label={t('memberCentre.home.services')}
        entries={services}
        listClassName={styles.grid}
        linkClassName={styles.tile}
      />
    </>
  );
}

/** A card of member-centre links: rows in the base layout, tiles in the new one. */
function EntryCard({
  label,
  entries,
  listClassName,
  linkClassName,
}: {
  label: string;
  entries: readonly (typeof MEMBER_HOME_ENTRIES)[number][];
  listClassName: string | undefined;
  linkClassName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.card} aria-label={label}>
      <ul className={listClassName}>
        {entries.map(({ id, to }) => (
          <li key={id}>
            <Link to={to} className={linkClassName}>
              {t(`memberCentre.home.entry.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const ask = useLogoutStore((state) => state.ask);
  return (
    <button type="button" className={styles.logout} onClick={ask}>
      {t('memberCentre.home.logout')}
    </button>
  );
}
