import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/me.ts';
import styles from './bonuses.module.css';

/**
 * Bonuses | Grant a bonus | Free spins | Grant free spins | Promotion terms | Referrals to
 * review: the area's screens (the grants for bonuses.write).
 */
export function BonusesNav() {
  const { t } = useTranslation('bonuses');
  const can = useCan();
  return (
    <nav aria-label={t('sections')} className={`row ${styles.nav}`}>
      <NavLink to="/bonuses" end>
        {t('nav.list')}
      </NavLink>
      {can('bonuses.write') ? <NavLink to="/bonuses/grant">{t('nav.grant')}</NavLink> : null}
      <NavLink to="/bonuses/free-spins" end>
        {t('freeSpins.nav')}
      </NavLink>
      {can('bonuses.write') ? (
        <NavLink to="/bonuses/free-spins/grant">{t('freeSpins.navGrant')}</NavLink>
      ) : null}
      <NavLink to="/bonuses/terms">{t('nav.terms')}</NavLink>
      <NavLink to="/bonuses/referrals">{t('referrals.nav')}</NavLink>
    </nav>
  );
}
