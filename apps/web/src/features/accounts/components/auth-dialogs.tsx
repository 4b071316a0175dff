import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { TIMING } from '@app/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/loading-overlay.tsx';
import { useModalFlag, useModalStore } from '../../../lib/modal-store.ts';
import { usePopup } from '../../../lib/use-popup.ts';
import { setRegisteredAccount, useAccountUiStore } from '../lib/account-ui-store.ts';
import styles from './auth-dialogs.module.css';

/*
 * The popup frames load with the site; their forms (and the contracts' schemas they use) load
 * when a popup first opens, so the entry bundle stays small.
 */
const LoginForm = lazy(() => import('./login-form.tsx'));
const RegisterForm = lazy(() => import('./register-form.tsx'));
const ForgetForm = lazy(() => import('./forget-form.tsx'));

function FormFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status">
      <Spinner />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

export function LoginDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('login');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('login')} title={t('auth.loginTitle')}>
      <Suspense fallback={<FormFallback />}>
        <LoginForm />
      </Suspense>
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => popup.open('register')}>
          {t('auth.toRegister')}
        </button>
      </p>
    </Dialog>
  );
}

export function RegisterDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('register');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('register')} title={t('auth.registerTitle')}>
      <Suspense fallback={<FormFallback />}>
        <RegisterForm />
      </Suspense>
      <p className={styles.switch}>
        {t('auth.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => popup.open('login')}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}

export function ForgetDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('forget');
  const popup = usePopup();
  return (
    <Dialog open={open} onClose={() => popup.close('forget')} title={t('auth.forgetTitle')}>
      <Suspense fallback={<FormFallback />}>
        <ForgetForm />
      </Suspense>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => popup.open('login')}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </Dialog>
  );
}

/**
 * After registration: register_success, now_logged_in, the generated account name,
 * next_time_login; confirm fades out (300 ms) and goes to /m/home.
 */
export function RegisterSuccessDialog() {
  const { t } = useTranslation();
  const open = useModalFlag('registerSuccess');
  const account = useAccountUiStore((state) => state.registeredAccount);
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = (to: string | null) => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      useModalStore.getState().close('registerSuccess');
      setRegisteredAccount(null);
      setClosing(false);
      if (to) void navigate(to);
    }, TIMING.popupSlideMs);
  };

  return (
    <Dialog
      open={open}
      onClose={() => close(null)}
      title={t('auth.register_success')}
      className={closing ? styles.fadeOut : undefined}
    >
      <p className={styles.text}>{t('auth.now_logged_in')}</p>
      <p className={styles.account}>
        <span className={styles.text}>{t('auth.accountName')}</span>{' '}
        <strong data-testid="registered-account">{account}</strong>
      </p>
      <p className={styles.text}>{t('auth.next_time_login')}</p>
      <button type="button" className={buttons.accent} onClick={() => close('/home')}>
        {t('auth.confirm')}
      </button>
      {/* Issue 23: limits are offered at registration too (the accounts texts are loaded). */}
      <p className={styles.text}>{t('auth.offerLimitHint')}</p>
      <button type="button" className={buttons.secondary} onClick={() => close('/protection')}>
        {t('auth.offerLimit')}
      </button>
    </Dialog>
  );
}

/** Every accounts popup, mounted by the root layout when one first opens (the toast is apart). */
export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
      <ForgetDialog />
      <RegisterSuccessDialog />
    </>
  );
}
