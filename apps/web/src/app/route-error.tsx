import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import styles from './route-error.module.css';

/**
 * What a page that failed shows (a lazy screen's module that did not load, or a render error):
 * the error is logged and the page offers a retry instead of going blank (spec section 8).
 */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a page's failure and shows RouteError in its place; a new `resetKey` (the location,
 * where it wraps a page) starts the next page without the last one's error.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  BoundaryState
> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
