import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './lottery.module.css';

/** The lottery area's two sections, as links (each is its own address). */
export function LotteryNav() {
  const { t } = useTranslation('lottery');
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <NavLink to="/lottery" end>
        {t('nav.games')}
      </NavLink>
      <NavLink to="/lottery/draws">{t('nav.draws')}</NavLink>
    </nav>
  );
}
