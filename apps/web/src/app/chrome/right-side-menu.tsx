import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import buttons from '../../components/ui/buttons.module.css';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SendIcon } from '../../components/ui/icons.tsx';
import {
  ChatIcon,
  DownloadIcon,
  GlobeIcon,
  HeadsetIcon,
  MoonIcon,
} from '../../components/ui/menu-icons.tsx';
import {
  changeLocale,
  DEFAULT_LOCALE,
  isLocale,
  SITE_LOCALES,
  type SiteLocale,
} from '../../i18n/index.ts';
import { useModalFlag, useModalStore } from '../../lib/modal-store.ts';
import { usePopup } from '../../lib/use-popup.ts';
import { useSession } from '../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../lib/system-status.ts';
import { useThemeStore } from '../../lib/theme.ts';
import {
  GuestAgentEntry,
  LogoutButton,
  LogoutDialog,
  MemberMenu,
} from '../../features/member/menu.ts';
import { ServicePopup } from '../../features/service/components/service-popup.tsx';
import styles from './right-side-menu.module.css';

/**
 * Each language is offered in its own name, the same whatever the site language, so these are
 * not translations (and stay out of the entry's PT texts: the menu is lazy).
 */
const LANGUAGE_NAMES: Record<SiteLocale, string> = {
  pt: 'Português',
  en: 'English',
  vi: 'Tiếng Việt',
};

/**
 * The download entry hides inside the installed app (standalone display or iOS home-screen
 * mode): the visitor already has it. The spec names two such cases without saying which.
 */
function runsAsInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || standalone;
}

/**
 * Right side menu (shell spec section 2): guests get Login and Register; signed-in users get
 * their profile and the member entries, then both get the settings, customer service,
 * download and social links; members end with Logout (confirmed, see LogoutDialog).
 */
export function RightSideMenu() {
  const { t, i18n } = useTranslation();
  const open = useModalFlag('rightSide');
  const close = useModalStore((state) => state.close);
  const openModal = useModalStore((state) => state.open);
  const popup = usePopup();
  const session = useSession();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const { status } = useSystemStatus();
  const socialLinks = [
    { url: resourceUrl(status, 'TELEGRAM'), labelKey: 'menu.telegramChannel', Icon: SendIcon },
    { url: resourceUrl(status, 'TELEGRAM2'), labelKey: 'menu.telegramGroup', Icon: ChatIcon },
  ].filter((link): link is typeof link & { url: string } => link.url !== null);
  const active = i18n.language.slice(0, 2);
  const locale: SiteLocale = isLocale(active) ? active : DEFAULT_LOCALE;

  const closeMenu = () => close('rightSide');
  const openService = () => {
    closeMenu();
    openModal('service');
  };
  const openPopup = (flag: 'login' | 'register') => {
    closeMenu();
    popup.open(flag);
  };

  return (
    <>
      <Dialog open={open} onClose={closeMenu} title={t('menu.name')} placement="right" hideTitle>
        {session ? (
          <MemberMenu onNavigate={closeMenu} />
        ) : (
          <>
            <p className={styles.greeting}>{t('menu.guestGreeting')}</p>
            <div className={buttons.pair}>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => openPopup('login')}
              >
                {t('menu.login')}
              </button>
              <button
                type="button"
                className={buttons.primary}
                onClick={() => openPopup('register')}
              >
                {t('menu.register')}
              </button>
            </div>
          </>
        )}

        <ul className={styles.list}>
          {!session && (
            <li>
              <GuestAgentEntry onNavigate={closeMenu} />
            </li>
          )}
          <li className={styles.row}>
            <GlobeIcon size={20} />
            <label htmlFor="site-language" className={styles.rowLabel}>
              {t('menu.language')}
            </label>
            <select
              id="site-language"
              className={styles.select}
              value={locale}
              onChange={(event) => void changeLocale(event.target.value as SiteLocale)}
            >
              {SITE_LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </li>
          <li className={styles.row}>
            <MoonIcon size={20} />
            <label htmlFor="site-theme" className={styles.rowLabel}>
              {t('menu.darkTheme')}
            </label>
            <input
              id="site-theme"
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={theme === 'dark'}
              onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
            />
          </li>
          <li>
            {/* Issue 7: customer service opens the service pop-up (its first entry is the link). */}
            <button type="button" className={styles.entry} onClick={openService}>
              <HeadsetIcon size={20} />
              <span>{t('menu.customerService')}</span>
            </button>
          </li>
          {!runsAsInstalledApp() && (
            <li>
              <Link to="/app" className={styles.entry} onClick={closeMenu}>
                <DownloadIcon size={20} />
                <span>{t('menu.download')}</span>
              </Link>
            </li>
          )}
        </ul>

        {socialLinks.length > 0 && (
          <section aria-labelledby="menu-social" className={styles.social}>
            <h3 id="menu-social" className={styles.socialTitle}>
              {t('menu.socialMedia')}
            </h3>
            <ul className={styles.socialList}>
              {socialLinks.map(({ url, labelKey, Icon }) => (
                <li key={labelKey}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={t(labelKey)}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {session && <LogoutButton onBeforeAsk={closeMenu} />}
      </Dialog>
      <LogoutDialog />
      {/* Issue 7: the service pop-up (modal flag service), opened by customer service above. */}
      <ServicePopup />
    </>
  );
}
