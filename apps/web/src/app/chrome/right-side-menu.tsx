import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DownloadIcon, GlobeIcon, HeadsetIcon, MoonIcon } from '../../components/ui/icons.tsx';
import { changeLocale, SITE_LOCALES, type SiteLocale } from '../../i18n/index.ts';
import { useModalFlag, useModalStore } from '../../lib/modal-store.ts';
import { usePopup } from '../../lib/use-popup.ts';
import { customerServiceLink, useSystemStatus } from '../../lib/system-status.ts';
import { useThemeStore } from '../../lib/theme.ts';
import { openExternal } from '../../lib/open-external.ts';
import styles from './right-side-menu.module.css';

/** Right side menu, guest view (the signed-in view arrives with the accounts issue). */
export function RightSideMenu() {
  const { t, i18n } = useTranslation();
  const open = useModalFlag('rightSide');
  const close = useModalStore((state) => state.close);
  const popup = usePopup();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const { status } = useSystemStatus();
  const serviceLink = customerServiceLink(status);
  const locale = (SITE_LOCALES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as SiteLocale)
    : 'pt';

  const closeMenu = () => close('rightSide');
  const openPopup = (flag: 'login' | 'register') => {
    closeMenu();
    popup.open(flag);
  };

  return (
    <Dialog open={open} onClose={closeMenu} title={t('menu.name')} placement="right" hideTitle>
      <p className={styles.greeting}>{t('menu.guestGreeting')}</p>
      <div className={styles.authRow}>
        <button type="button" className={styles.secondary} onClick={() => openPopup('login')}>
          {t('menu.login')}
        </button>
        <button type="button" className={styles.primary} onClick={() => openPopup('register')}>
          {t('menu.register')}
        </button>
      </div>

      <ul className={styles.list}>
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
                {t(`language.${code}`)}
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
        {serviceLink && (
          <li>
            <button
              type="button"
              className={styles.entry}
              onClick={() => openExternal(serviceLink)}
            >
              <HeadsetIcon size={20} />
              <span>{t('menu.customerService')}</span>
            </button>
          </li>
        )}
        <li>
          <Link to="/app" className={styles.entry} onClick={closeMenu}>
            <DownloadIcon size={20} />
            <span>{t('menu.download')}</span>
          </Link>
        </li>
      </ul>
    </Dialog>
  );
}
