import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { GameMenu } from '@app/contracts';
import { activeMenuKey, menuTabs, type MenuKey } from '../lib/game-menu.ts';
import { MenuIcon } from './menu-icon.tsx';
import styles from './game-menu-bar.module.css';

type Props = { menus: readonly GameMenu[] | undefined };

/** Route of a tab; the router's basename adds the /m prefix. */
export function menuPath(key: MenuKey): string {
  return `/${key}`;
}

export function GameMenuBar({ menus }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);

  return (
    <nav className={styles.bar} aria-label={t('home.menu.label')}>
      <ul className={styles.list}>
        {menuTabs(menus).map((key) => (
          <li key={key}>
            <Link
              to={menuPath(key)}
              className={styles.tab}
              aria-current={key === active ? 'page' : undefined}
            >
              <span className={styles.icon}>
                <MenuIcon name={key} />
              </span>
              <span className={styles.label}>{t(`home.menu.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
