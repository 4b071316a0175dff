import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HIDDEN_BALANCE } from '@app/contracts';
import { useSession } from '../../../lib/session-store.ts';
import { useAvatar, useMemberInfo, useWalletBalance } from '../api/member-queries.ts';
import { useBalanceVisibility } from '../lib/balance-visibility.ts';
import { balanceText } from '../lib/format.ts';
import { useCurrencySymbol, useNumberLocale } from '../../../lib/money-locale.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './balance-icons.tsx';
import styles from './member-header.module.css';

export const MEMBER_CENTRE_PATH = '/member/home';

/** Nickname, else the account name, else (before member info arrives) the session's name. */
export function useMemberDisplayName(): string {
  const session = useSession();
  const { data } = useMemberInfo();
  return data?.nickname.trim() || data?.account || session?.userName || '';
}

interface MemberHeaderProps {
  /** header: the home header's member block; menu: the right side menu's profile. */
  variant?: 'header' | 'menu';
  /** VIP label (clubLabel.labelName) shown under the name, when the VIP setting is on. */
  vipLabel?: string | null;
  /** Called when the avatar link is followed (the side menu closes itself). */
  onNavigate?: () => void;
}

/**
 * Member header (spec section 2): avatar (to the member centre), nickname else account, and
 * the balance with 2 decimals, or ***** when hidden or while refreshing; the show/hide choice
 * is remembered.
 */
export function MemberHeader({ variant = 'header', vipLabel, onNavigate }: MemberHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const currency = { symbol: useCurrencySymbol(), locale: useNumberLocale() };
  const name = useMemberDisplayName();
  const avatar = useAvatar();
  const balance = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggleHidden = useBalanceVisibility((state) => state.toggle);

  if (!session) return null;

  const refreshing = balance.isFetching;
  const text = balanceText(balance.data?.sumBalance, {
    hidden,
    refreshing,
    currency,
  });
  // The asterisks mean nothing read aloud: say why the figure is not shown instead.
  const masked = text === HIDDEN_BALANCE;
  const spoken = hidden ? t('member.balanceHidden') : t('member.balanceRefreshing');

  return (
    <div className={`${styles.member} ${styles[variant]}`}>
      <Link
        to={MEMBER_CENTRE_PATH}
        className={styles.avatarLink}
        aria-label={t('member.openMemberCentre')}
        onClick={onNavigate}
      >
        <MemberAvatar avatar={avatar.data} size={variant === 'menu' ? 52 : 36} />
      </Link>
      <div className={styles.details}>
        <p className={styles.name} translate="no">
          {name}
        </p>
        {vipLabel && (
          <p className={styles.vip}>
            <span className="sr-only">{t('member.vipLevel')} </span>
            {vipLabel}
          </p>
        )}
        <div className={styles.balanceRow}>
          <p className={styles.balance}>
            <span className="sr-only">{t('member.balance')}: </span>
            <span
              className={styles.amount}
              aria-hidden={masked || undefined}
              data-refreshing={refreshing || undefined}
            >
              {text}
            </span>
            {masked && <span className="sr-only">{spoken}</span>}
          </p>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={hidden ? t('member.showBalance') : t('member.hideBalance')}
            onClick={toggleHidden}
          >
            {hidden ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('member.refreshBalance')}
            aria-busy={refreshing || undefined}
            onClick={() => {
              if (!refreshing) void balance.refetch();
            }}
          >
            <RefreshIcon size={18} className={refreshing ? styles.spinning : undefined} />
          </button>
        </div>
      </div>
    </div>
  );
}
