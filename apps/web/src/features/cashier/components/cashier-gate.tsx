import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage, TRIAL_TYPE } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest, useSession } from '../../../lib/session-store.ts';
import { toApiLanguage } from '../../../i18n/index.ts';
import styles from './cashier.module.css';

/**
 * The cashier needs a real account: a guest goes home with the login popup (spec 4: opening
 * deposit opens login); a trial member reads the spec's "Please login an actual account to
 * use this function" (the server's trial.forbidden text) and no call is made.
 */
export function CashierGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isGuest = useIsGuest();
  const session = useSession();
  useEffect(() => {
    if (isGuest) modals.openLogin();
  }, [isGuest]);
  if (isGuest) return <Navigate to={HOME_PATH} replace />;
  if (session?.type === TRIAL_TYPE) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.notice}>
          {errorMessage('trial.forbidden', toApiLanguage(i18n.language))}
        </p>
        <Link to={HOME_PATH} className={styles.linkButton}>
          OK
        </Link>
      </div>
    );
  }
  return children;
}
