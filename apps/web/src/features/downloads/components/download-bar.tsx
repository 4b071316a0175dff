import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DOWNLOAD_BAR_RATING, STORAGE_KEYS, API } from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { modals } from '../../../lib/modal-store.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session-store.ts';
import { resourceUrl, useSystemStatus } from '../../../lib/system-status.ts';
import { promptInstall, useInstallPromptAvailable } from '../lib/use-install-prompt.ts';
import { downloadAction, downloadBarDecision } from '../lib/download-rules.ts';
import { downloadLinksOf, readEnvironment } from '../lib/environment.ts';
import { goTo } from '../lib/navigate.ts';
import '../i18n/texts.ts';
import styles from './download-bar.module.css';

/**
 * The home page's download bar (shell spec section 4): the app's icon, name and rating, a
 * button that opens the download pop-up (or the Android file at once), "Install" while
 * Chromium holds an install prompt, and a close button remembered as hideDownloadBar.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const { status } = useSystemStatus();
  const session = useSession();
  const installAvailable = useInstallPromptAvailable();
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.hideDownloadBar) === '1',
  );
  const [env] = useState(readEnvironment);
  if (!status) return null;
  const links = downloadLinksOf(status);
  const decision = downloadBarDecision({
    env,
    flags: status.info.whitelabel,
    links,
    signedIn: session !== null,
    dismissed,
  });
  if (!decision.visible) return null;

  const icon = resourceUrl(status, 'AppDownloadIcon') ?? API.appIcon;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.hideDownloadBar, '1');
    setDismissed(true);
  };
  const download = () => {
    if (downloadAction(env.platform, links) === 'open-android-link' && links.android) {
      goTo(links.android);
    } else {
      modals.open('downloadPopup');
    }
  };

  return (
    <>
      <aside className={styles.bar} aria-label={t('downloads.bar.barLabel')}>
        <img className={styles.icon} src={icon} alt="" width={40} height={40} />
        <div className={styles.text}>
          <p className={styles.name}>{t('app.name')}</p>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              ★★★★★
            </span>{' '}
            <span className="sr-only">{t('downloads.bar.ratingLabel')} </span>
            {DOWNLOAD_BAR_RATING}
          </p>
        </div>
        {installAvailable && (
          <button type="button" className={styles.secondary} onClick={() => void promptInstall()}>
            {t('downloads.bar.install')}
          </button>
        )}
        <button
          type="button"
          className={styles.primary}
          aria-haspopup={
            downloadAction(env.platform, links) === 'show-popup' ? 'dialog' : undefined
          }
          onClick={download}
        >
          {t('downloads.bar.get')}
        </button>
        <button
          type="button"
          className={styles.close}
          aria-label={t('downloads.bar.dismiss')}
          onClick={dismiss}
        >
          <CloseIcon size={18} />
        </button>
      </aside>
      {/* Keeps the page's last lines clear of the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
