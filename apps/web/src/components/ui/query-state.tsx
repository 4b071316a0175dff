import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}

/**
 * Loading and failure of a query, with a retry. `texts` is the feature's i18n prefix holding
 * `loading`, `loadFailed` and `retry`; `classes` its own look for the message and the button.
 */
export function QueryState({
  query,
  children,
  texts,
  classes,
}: QueryStateProps & { texts: string; classes: { state?: string; button?: string } }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div className={classes.state} role="alert">
        <p>{t(`${texts}.loadFailed`)}</p>
        <button type="button" className={classes.button} onClick={() => void query.refetch()}>
          {t(`${texts}.retry`)}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p className={classes.state} role="status">
        {t(`${texts}.loading`)}
      </p>
    );
  }
  return children;
}
