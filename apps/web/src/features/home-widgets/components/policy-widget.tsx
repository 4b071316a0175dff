import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '@app/contracts';
import styles from './help-policy.module.css';

/**
 * Home's policy block (spec 2; accounts spec 1): responsible gaming for adults of MIN_AGE and
 * over, with the privacy policy and the terms. The footer under it already shows the age
 * badge, the licence claim and the copyright years, so they are not repeated here.
 */
export function PolicyWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.policy} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.policyTitle}>
        {t('homeWidgets.policy.title')}
      </h2>
      <p className={styles.policyText}>{t('homeWidgets.policy.text', { age: MIN_AGE })}</p>
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
