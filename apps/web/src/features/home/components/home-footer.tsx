import { useTranslation } from '../../../i18n/use-translation.ts';
import { COPYRIGHT_YEARS, GAME_COUNT_CLAIM, MIN_AGE, type MerchantSettings } from '@app/contracts';
import styles from './home-footer.module.css';

type Props = { settings: MerchantSettings | undefined };

/** Licence, age notice, catalogue claim and copyright (spec 1 and 2, footer widget). */
export function HomeFooter({ settings }: Props) {
  const { t } = useTranslation();
  const name = settings?.merchantName || t('app.name');
  return (
    <div className={styles.footer}>
      <ul className={styles.badges}>
        <li className={styles.badge}>
          <span className={styles.age} aria-hidden="true">
            {MIN_AGE}+
          </span>
          <span>{t('home.footer.adults', { age: MIN_AGE })}</span>
        </li>
        <li className={styles.badge}>
          <span className={styles.count} aria-hidden="true">
            {GAME_COUNT_CLAIM}+
          </span>
          <span>{t('home.footer.games', { count: GAME_COUNT_CLAIM })}</span>
        </li>
      </ul>
      <p className={styles.licence}>{settings?.licence || t('home.footer.licence')}</p>
      <p className={styles.copyright}>
        {t('home.footer.copyright', { years: COPYRIGHT_YEARS, name })}
      </p>
    </div>
  );
}
