import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { HOME_PATH } from '../../lib/chrome-rules.ts';
import { useChrome } from '../../lib/use-chrome.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { usePopup } from '../../lib/use-popup.ts';
import { useSession } from '../../lib/session-store.ts';
import { BackIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { MemberHeader } from '../../features/member/index.ts';
import styles from './header.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className={styles.logo} aria-label={t('header.home')}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path d="M9 8v16h12v-3.5h-8V8z" fill="var(--color-on-accent)" />
        <circle cx="22" cy="11" r="3" fill="var(--color-on-accent)" />
      </svg>
    </Link>
  );
}

/**
 * Home header: logo, the site name, the button pair (Login and Register for guests, Deposit
 * and Withdraw when signed in) and the menu button; signed in, the member block (avatar, name,
 * balance) takes a second row, the phone width has no room for it beside the buttons.
 */
function HomeHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const popup = usePopup();
  const openMenu = useModalStore((state) => state.open);
  return (
    <header className={`${styles.header} ${session ? styles.withMember : ''}`}>
      <div className={styles.bar}>
        <Logo />
        {/* Beside the link, not inside it: the link's name is "Home" and must match its text. */}
        <h1 className={session ? 'sr-only' : styles.wordmark}>{t('app.name')}</h1>
        <div className={styles.actions}>
          {session ? (
            <>
              <Link to="/voucherCenter" className={styles.primary}>
                {t('header.deposit')}
              </Link>
              <Link to="/withdraw" className={styles.secondary}>
                {t('header.withdraw')}
              </Link>
            </>
          ) : (
            <>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => popup.open('login')}
              >
                {t('header.login')}
              </button>
              <button
                type="button"
                className={styles.primary}
                onClick={() => popup.open('register')}
              >
                {t('header.register')}
              </button>
            </>
          )}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            onClick={() => openMenu('rightSide')}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {session && (
        <div className={styles.memberRow}>
          <MemberHeader />
        </div>
      )}
    </header>
  );
}

function PageHeader() {
  const { t } = useTranslation();
  const chrome = useChrome();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // Entered directly (no history inside the app): one step back would leave the site.
    if (chrome.backTarget === 'home' || location.key === 'default') {
      void navigate(HOME_PATH);
    } else {
      void navigate(-1);
    }
  };
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {chrome.backTarget !== 'none' && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('app.back')}
            onClick={goBack}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{t(chrome.titleKey)}</h1>
      <div className={styles.side} />
    </header>
  );
}

export function AppHeader() {
  const { headerVariant } = useChrome();
  if (headerVariant === 'none') return null;
  return headerVariant === 'home' ? <HomeHeader /> : <PageHeader />;
}
