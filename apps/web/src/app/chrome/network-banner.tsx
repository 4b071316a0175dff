import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isSlow, useNetworkStore, watchNetwork } from '../../lib/network-store.ts';
import { WifiOffIcon } from '../../components/ui/icons.tsx';
import styles from './network-banner.module.css';

/** "No Internet" while offline, "Slow connection" on a slow request or a 2g link. */
export function NetworkBanner() {
  const { t } = useTranslation();
  const online = useNetworkStore((state) => state.online);
  const slow = useNetworkStore(isSlow);

  useEffect(() => watchNetwork(), []);

  if (!online) {
    return (
      <div className={`${styles.banner} ${styles.offline}`} role="alert">
        <WifiOffIcon size={18} />
        {t('network.offline')}
      </div>
    );
  }
  if (slow) {
    return (
      <div className={`${styles.banner} ${styles.slow}`} role="status">
        {t('network.slow')}
      </div>
    );
  }
  return null;
}
