import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_TYPE } from '@app/contracts';
import { HOME_PATH } from '../../../lib/chrome-rules.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import styles from './member-centre.module.css';

/** A guest goes home with the login popup (spec section 4: member centre needs a login). */
export function MemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const guest = session === null;
  useEffect(() => {
    if (guest) modals.openLogin();
  }, [guest]);
  if (guest) return <Navigate to={HOME_PATH} replace />;
  return children;
}

/** Is the signed-in account a trial (type 4) one? */
export function useIsTrial(): boolean {
  const session = useSession();
  return !!session && (session.isTrial === true || session.type === TRIAL_TYPE);
}

/** Real-account functions: a trial account is told to log in to an actual one (spec 6). */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const trial = useIsTrial();
  return (
    <MemberOnly>
      {trial ? (
        <div className={styles.page}>
          <p className={`${styles.card} ${styles.state}`} role="alert">
            {t('memberCentre.trial')}
          </p>
        </div>
      ) : (
        children
      )}
    </MemberOnly>
  );
}

/** Loading and failure of a query, with a retry. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('memberCentre.loadFailed')}</p>
        <button type="button" className={styles.smallButton} onClick={() => void query.refetch()}>
          {t('memberCentre.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p className={styles.state} role="status">
        {t('memberCentre.loading')}
      </p>
    );
  }
  return children;
}
