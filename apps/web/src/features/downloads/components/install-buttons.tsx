import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TIMING } from '@app/contracts';
import { openExternal } from '../../../lib/open-external.ts';
import type { DownloadLinkSet } from '../lib/download-rules.ts';
import { downloadIosProfile } from '../lib/ios-profile.ts';
import { goTo } from '../lib/navigate.ts';
import styles from './downloads.module.css';

/**
 * Install buttons for the iOS profile, iOS and Android (spec section 2, download block), with
 * the profile flow's "go to Settings" toast.
 */
export function InstallButtons({ links }: { links: DownloadLinkSet }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState(false);
  const cancelFlow = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFlow.current?.(), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TIMING.toastLongMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const installProfile = (profile: string) => {
    cancelFlow.current?.();
    cancelFlow.current = downloadIosProfile(profile, openExternal, () => setToast(true), links.ios);
  };

  return (
    <div className={styles.installButtons}>
      {links.profile && (
        <button
          type="button"
          className={styles.installButton}
          onClick={() => installProfile(links.profile!)}
        >
          {t('downloads.installProfile')}
        </button>
      )}
      {links.ios && (
        <button type="button" className={styles.installButton} onClick={() => goTo(links.ios!)}>
          {t('downloads.installIos')}
        </button>
      )}
      {links.android && (
        <button type="button" className={styles.installButton} onClick={() => goTo(links.android!)}>
          {t('downloads.installAndroid')}
        </button>
      )}
      {typeof document !== 'undefined' &&
        createPortal(
          <div className={styles.toastRegion} role="status" aria-live="polite">
            {toast && <p className={styles.toast}>{t('downloads.goToSettings')}</p>}
          </div>,
          document.body,
        )}
    </div>
  );
}
