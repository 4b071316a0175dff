import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styles from './messages.module.css';
import { sectionPath } from './paths.ts';

const SECTIONS = ['announcements', 'help', 'news', 'inbox'] as const;

/** The area's sections as links (each a page of its own, so Back and reload keep the place). */
export function MessagesLayout() {
  const { t } = useTranslation('messages');
  return (
    <div className="stack">
      <nav className={styles.sections} aria-label={t('sections')}>
        {SECTIONS.map((section) => (
          <NavLink key={section} to={sectionPath(section)}>
            {t(`section.${section}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
