import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DownloadLinkSet } from '../lib/download-rules.ts';
import { absoluteUrl } from '../lib/ios-profile.ts';
import { InstallButtons } from './install-buttons.tsx';
import { QrCode } from './qr-code.tsx';
import styles from './downloads.module.css';

const KINDS = [
  ['profile', 'downloads.profile'],
  ['ios', 'downloads.ios'],
  ['android', 'downloads.android'],
] as const;

/**
 * The download block (spec section 2): a QR code of each link (size 128, level L), then the
 * install buttons for the iOS profile, iOS and Android.
 */
export function DownloadBlock({ links }: { links: DownloadLinkSet }) {
  const { t } = useTranslation();
  const present = KINDS.filter(([kind]) => links[kind]);
  if (present.length === 0) return <p className={styles.empty}>{t('downloads.noLinks')}</p>;
  return (
    <div className={styles.block}>
      <ul className={styles.qrList}>
        {present.map(([kind, labelKey]) => (
          <li key={kind} className={styles.qrCard}>
            <QrCode
              value={absoluteUrl(links[kind]!)}
              label={t('downloads.qrOf', { name: t(labelKey) })}
            />
            <span className={styles.qrLabel}>{t(labelKey)}</span>
          </li>
        ))}
      </ul>
      <InstallButtons links={links} />
    </div>
  );
}
