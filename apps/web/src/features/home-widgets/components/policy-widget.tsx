import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './help-policy.module.css';

/**
 * Home's policy block (spec 2; accounts spec 1): responsible gaming, with the privacy policy
 * and the terms. The footer right under it already shows the 18+ notice, the licence claim and
 * the copyright years 2019-2025 (home-footer.tsx), so they are not repeated here.
 */
export function PolicyWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.policy} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.policyTitle}>
        {t('homeWidgets.policy.title')}
      </h2>
      <p className={styles.policyText}>{t('homeWidgets.policy.text')}</p>
      <ul className={styles.inlineLinks}>
        <li>
          <Link to="/help?tag=privacy" className={styles.inline}>
            {t('homeWidgets.policy.privacy')}
          </Link>
        </li>
        <li>
          <Link to="/help?tag=terms" className={styles.inline}>
            {t('homeWidgets.policy.terms')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
