import { useEffect, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useConfirmLogout, useLogoutStore } from '../hooks/use-logout.ts';
import buttons from '../../../components/ui/buttons.module.css';
import styles from './logout-dialog.module.css';

/**
 * Screens besides the side menu (the member centre) ask for a logout too, and the menu stays
 * mounted once opened: of all mounted dialogs only the first one renders, so one question
 * shows whoever asked.
 */
function useIsFirstHost(): boolean {
  const id = useId();
  useEffect(() => {
    useLogoutStore.setState((state) => ({ hosts: [...state.hosts, id] }));
    return () =>
      useLogoutStore.setState((state) => ({ hosts: state.hosts.filter((host) => host !== id) }));
  }, [id]);
  return useLogoutStore((state) => state.hosts[0] === id);
}

/** "Log out?" with cancel and confirm; shows why a previous attempt failed. */
export function LogoutDialog() {
  const first = useIsFirstHost();
  return first ? <LogoutQuestion /> : null;
}

function LogoutQuestion() {
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
