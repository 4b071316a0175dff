import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useModalFlag } from '../../../lib/modal-store.ts';
import { usePopup } from '../../../lib/use-popup.ts';
import styles from './auth-dialogs.module.css';

/** Login popup frame; the sign-in form arrives with the accounts issue. */
export function LoginDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('login');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('login')} title={t('auth.loginTitle')}>
      <p className={styles.text}>{t('auth.loginSoon')}</p>
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => popup.open('register')}>
          {t('auth.toRegister')}
        </button>
      </p>
    </Dialog>
  );
}

/** Registration popup frame; the form arrives with the accounts issue. */
export function RegisterDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('register');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('register')} title={t('auth.registerTitle')}>
      <p className={styles.text}>{t('auth.registerSoon')}</p>
      <p className={styles.switch}>
        {t('auth.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => popup.open('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}

/** Forgot-password popup frame. */
export function ForgetDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('forget');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('forget')} title={t('auth.forgetTitle')}>
      <p className={styles.text}>{t('auth.forgetSoon')}</p>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => popup.open('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}

export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
      <ForgetDialog />
    </>
  );
}
