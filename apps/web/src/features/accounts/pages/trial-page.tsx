import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormAlert } from '../components/form-controls.tsx';
import { useStartTrial } from '../hooks/use-trial.ts';
import formStyles from '../components/forms.module.css';
import styles from './account-pages.module.css';

/** /m/trail: what a free trial is, and the button that starts one. */
export function TrialPage() {
  const { t } = useTranslation();
  const trial = useStartTrial();
  return (
    <section className={styles.page} aria-labelledby="trial-title">
      <h2 id="trial-title" className={styles.title}>
        {t('auth.trialTitle')}
      </h2>
      <div className={`${formStyles.form} ${styles.card}`}>
        <p className={styles.lead}>{t('auth.trialIntro')}</p>
        <ul className={styles.points}>
          <li>{t('auth.trialPoint1')}</li>
          <li>{t('auth.trialPoint2')}</li>
          <li>{t('auth.trialPoint3')}</li>
        </ul>
        <FormAlert message={trial.error} />
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => void trial.start()}
          disabled={trial.busy}
        >
          {t('auth.startTrial')}
        </button>
      </div>
    </section>
  );
}
