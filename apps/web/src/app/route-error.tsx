import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './route-error.module.css';

/**
 * Error element of the routes: a failed lazy route load or a render error is logged and the
 * page offers a retry instead of going blank (spec section 8).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{t('app.pageError')}</p>
      <p className={styles.hint}>{t('app.pageErrorHint')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}
