import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { activeMenuKey, menuTabs } from '../lib/game-menu.ts';
import { defaultMenus, renderWithProviders } from '../../../test/api-stubs.tsx';
import { GameMenuBar } from './game-menu-bar.tsx';

function tabLinks() {
  const nav = screen.getByRole('navigation', { name: 'Categorias de jogos' });
  return within(nav).getAllByRole('link');
}

describe('GameMenuBar', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('shows the nine spec tabs from the menus call and leaves out ELOTT', () => {
    renderWithProviders(<GameMenuBar menus={defaultMenus.list} />, { path: '/home' });
    const hrefs = tabLinks().map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/hot',
      '/rng',
      '/inhouse',
      '/pvp',
      '/fish',
      '/live',
      '/sports',
      '/esports',
      '/lott',
    ]);
    expect(screen.queryByRole('link', { name: /elott/i })).not.toBeInTheDocument();
  });

  it('keeps the server order and drops lottery entries other than the lobby', () => {
    const tabs = menuTabs([
      { key: 'live', gameType: 'LIVE', sequence: 2, gameCount: 1 },
      { key: 'elott', gameType: 'ELOTT', sequence: 0, gameCount: 1 },
      { key: 'hot', gameType: null, sequence: 1, gameCount: 1 },
      { key: 'vnlott', gameType: 'LOTT', sequence: 3, gameCount: 1 },
      { key: 'lott', gameType: 'LOTT', sequence: 4, gameCount: 1 },
      { key: 'unknown', gameType: 'RNG', sequence: 5, gameCount: 1 },
    ]);
    expect(tabs).toEqual(['hot', 'live', 'lott']);
  });

  it('shows all nine tabs while the menus call is loading', () => {
    expect(menuTabs(undefined)).toHaveLength(9);
  });

  it.each(['/home', '/hot'])('highlights the home (hot) tab on %s', (path) => {
    renderWithProviders(<GameMenuBar menus={defaultMenus.list} />, { path });
    const current = tabLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/hot');
    expect(current[0]).toHaveAccessibleName('Populares');
  });

  it('highlights the matching category elsewhere', () => {
    renderWithProviders(<GameMenuBar menus={defaultMenus.list} />, { path: '/live' });
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/live');
  });

  it('maps full /m paths and home aliases to the hot tab', () => {
    expect(activeMenuKey('/m/home')).toBe('hot');
    expect(activeMenuKey('/m/hot')).toBe('hot');
    expect(activeMenuKey('/m/')).toBe('hot');
    expect(activeMenuKey('/m/index.html')).toBe('hot');
    expect(activeMenuKey('/m/rng')).toBe('rng');
    expect(activeMenuKey('/m/activity')).toBeNull();
  });
});
