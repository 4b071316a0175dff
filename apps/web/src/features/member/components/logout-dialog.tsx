import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useConfirmLogout, useLogoutStore } from '../hooks/use-logout.ts';
import buttons from '../../../components/ui/buttons.module.css';
import styles from './logout-dialog.module.css';

/** "Log out?" with cancel and confirm; shows why a previous attempt failed. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const confirming = useLogoutStore((state) => state.confirming);
  const error = useLogoutStore((state) => state.error);
  const cancel = useLogoutStore((state) => state.cancel);
  const confirm = useConfirmLogout();
  return (
    <Dialog open={confirming} onClose={cancel} title={t('member.logoutTitle')}>
      <p className={styles.text}>{t('member.logoutQuestion')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={buttons.pair}>
        <button type="button" className={buttons.secondary} data-autofocus onClick={cancel}>
          {t('member.cancel')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void confirm()}>
          {t('member.confirmLogout')}
        </button>
      </div>
    </Dialog>
  );
}
