import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TRIAL_TYPE } from '@app/contracts';
import { modals } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  QueryState as SharedQueryState,
  type QueryStateProps,
} from '../../../components/ui/query-state.tsx';
import styles from './member-centre.module.css';

/**
 * A guest is asked to log in (spec: the member centre opens the login popup for guests) and
 * stays on the route, so the screen shows once the login succeeds.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session === null) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.state}`}>
          <p role="status">{t('memberCentre.loginFirst')}</p>
          <button type="button" className={styles.primary} onClick={modals.openLogin}>
            {t('memberCentre.login')}
          </button>
        </div>
      </div>
    );
  }
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

/** Loading and failure of a query, with a retry, in this feature's words and look. */
export function QueryState(props: QueryStateProps) {
  return (
    <SharedQueryState
      {...props}
      texts="memberCentre"
      classes={{ state: styles.state, button: styles.smallButton }}
    />
  );
}
