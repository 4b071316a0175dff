import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { makeGame, renderWithProviders } from '../../../test/api-stubs.tsx';
import { HotGames } from './hot-games.tsx';

const games = Array.from({ length: 30 }, (_, i) => makeGame({ gameId: 2001 + i }));

function renderHotGames() {
  renderWithProviders(
    <HotGames
      games={games}
      status="success"
      retrying={false}
      onRetry={() => {}}
      onSelect={() => {}}
      heartOf={() => undefined}
    />,
    { path: '/home' },
  );
  return screen.getByRole('list');
}

describe('HotGames', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('builds a row a task, with skeletons holding the first screenful so nothing below moves', async () => {
    const list = renderHotGames();
    // First render: one row of real cards, six hidden placeholders for the other two rows.
    const cells = list.querySelectorAll(':scope > li');
    expect(cells).toHaveLength(9);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect([...cells].filter((cell) => cell.getAttribute('aria-hidden') === 'true')).toHaveLength(
      6,
    );
    // Later tasks: every game, and no placeholder left.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(list.querySelectorAll('[aria-hidden="true"] > *')).toHaveLength(0);
    expect(list.querySelectorAll(':scope > li')).toHaveLength(30);
  });
});
