import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { customerServiceLink, useSystemStatus } from '../../../lib/system-status.ts';
import frame from './widget.module.css';
import styles from './help-policy.module.css';

/**
 * Home's help tab (spec 2): the help centre, its terms topic, feedback (which asks a guest to
 * log in itself) and customer service (the operator's service link, else the service page).
 */
export function HelpTabWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const { status } = useSystemStatus();
  const service = customerServiceLink(status);
  return (
    <nav className={frame.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={frame.title}>
        {t('homeWidgets.help.title')}
      </h2>
      <ul className={styles.links}>
        <li>
          <Link to="/help" className={styles.link}>
            {t('homeWidgets.help.centre')}
          </Link>
        </li>
        <li>
          <Link to="/help?tag=terms" className={styles.link}>
            {t('homeWidgets.help.terms')}
          </Link>
        </li>
        <li>
          <Link to="/feedback" className={styles.link}>
            {t('homeWidgets.help.feedback')}
          </Link>
        </li>
        <li>
          {service ? (
            <a href={service} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('homeWidgets.help.service')}
            </a>
          ) : (
            <Link to="/customer" className={styles.link}>
              {t('homeWidgets.help.service')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
