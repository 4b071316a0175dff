import { createPortal } from 'react-dom';
import { useAccountUiStore } from '../lib/account-ui-store.ts';
import styles from './account-toast.module.css';

/** The accounts screens' short message, centred over everything (status, polite). */
export function AccountToast() {
  const toast = useAccountUiStore((state) => state.toast);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <p key={toast.id} className={styles.toast}>
          {toast.message}
        </p>
      )}
    </div>,
    document.body,
  );
}
