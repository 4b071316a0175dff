import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import './content.css';

/** Banners | Promotions: the area's two lists. */
export function ContentNav() {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('sections')} className="row content-nav">
      <NavLink to="/content" end>
        {t('nav.banners')}
      </NavLink>
      <NavLink to="/content/promotions" end>
        {t('nav.promotions')}
      </NavLink>
    </nav>
  );
}

/** The badge of what the site shows now. */
export function StateBadge({ state }: { state: 'live' | 'scheduled' | 'ended' | 'off' }) {
  const { t } = useTranslation('content');
  const tone = state === 'live' ? 'ok' : state === 'scheduled' ? 'warn' : 'danger';
  return <span className={`badge ${tone}`}>{t(`states.${state}`)}</span>;
}
