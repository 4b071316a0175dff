import { useTranslation } from '../../i18n/use-translation.ts';
import { useLoadingStore } from '../../lib/loading-store.ts';
import styles from './loading-overlay.module.css';

export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
  );
}

/** Global please-wait overlay driven by loading.show()/hide() (auto-hides after 10 s). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useLoadingStore((state) => state.visible);
  const message = useLoadingStore((state) => state.message);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>
        <Spinner />
        <span>{message ?? t('app.pleaseWait')}</span>
      </div>
    </div>
  );
}
