import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { FALLBACK_GAME_ART } from './fallback-art.ts';
import { makeGame, renderWithProviders } from '../../test/api-stubs.tsx';
import { GameCard } from './game-card.tsx';
import { gameTitle } from './game-display.ts';

// Calls through: counts the cards rendered (each render names its game once).
vi.mock('./game-display.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./game-display.ts')>();
  return { ...original, gameTitle: vi.fn(original.gameTitle) };
});

describe('GameCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is a button named with the game name and shows the vendor display name', () => {
    const onSelect = vi.fn();
    const game = makeGame({ gameName: 'Dragon Pearl', displayName: 'Aurora Gaming' });
    renderWithProviders(<GameCard game={game} vendorName="Aurora Gaming" onSelect={onSelect} />);
    const card = screen.getByRole('button', { name: /Dragon Pearl/ });
    expect(card).toHaveTextContent('Aurora Gaming');
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledWith(game);
  });

  it.each([null, '', '   '])('falls back to the node name when the game name is %j', (gameName) => {
    const game = makeGame({ gameName, nodeName: 'Lucky Koi Node' });
    renderWithProviders(<GameCard game={game} vendorName="Aurora" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: /Lucky Koi Node/ })).toBeInTheDocument();
  });

  it('swaps to the inline fallback picture when the image fails', () => {
    const game = makeGame({ gameId: 42 });
    const { container } = renderWithProviders(
      <GameCard game={game} vendorName="Aurora" onSelect={() => {}} />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/lgw/games/art/42.svg?v=2');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_GAME_ART);
    expect(FALLBACK_GAME_ART.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('lazy-loads below-the-fold pictures with explicit dimensions', () => {
    const { container } = renderWithProviders(
      <GameCard game={makeGame()} vendorName="Aurora" onSelect={() => {}} />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
  });

  it.each([
    [{ isTop: 1, isNew: 0 }, 'Hot'],
    [{ isTop: 1, isNew: 1 }, 'Hot'],
    [{ isTop: 0, isNew: 1 }, 'New'],
  ])('tags %j as %s', (flags, tag) => {
    renderWithProviders(
      <GameCard game={makeGame(flags)} vendorName="Aurora" onSelect={() => {}} />,
    );
    expect(screen.getByText(tag)).toBeInTheDocument();
  });

  it('has no tag when the game is neither hot nor new', () => {
    renderWithProviders(
      <GameCard game={makeGame({ isTop: 0, isNew: 0 })} vendorName="Aurora" onSelect={() => {}} />,
    );
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('tags a new game "Novo" in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderWithProviders(
      <GameCard game={makeGame({ isTop: 0, isNew: 1 })} vendorName="Aurora" onSelect={() => {}} />,
    );
    expect(screen.getByText('Novo')).toBeInTheDocument();
  });
});

describe('GameCard favourite heart', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is a toggle button beside the tile, pressed for a favourite, calling its toggle', () => {
    const onToggle = vi.fn();
    const onSelect = vi.fn();
    renderWithProviders(
      <GameCard
        game={makeGame({ gameName: 'Dragon Pearl' })}
        vendorName="Aurora"
        favourite={{ on: true, onToggle }}
        onSelect={onSelect}
      />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite Dragon Pearl' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows no heart when the page gives none (lottery games)', () => {
    renderWithProviders(<GameCard game={makeGame()} vendorName="Aurora" onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Favourite/ })).not.toBeInTheDocument();
  });

  it('is not rendered again when its parent is, with the same game, heart and callback', () => {
    const games = [
      makeGame({ nodeId: '1', gameName: 'One' }),
      makeGame({ nodeId: '2', gameName: 'Two' }),
    ];
    const onSelect = () => {};
    const heart = { on: false, onToggle: () => {} };
    let grow!: () => void;
    function List() {
      const [rows, setRows] = useState(1);
      grow = () => setRows((n) => n + 1);
      return (
        <ul data-rows={rows}>
          {games.slice(0, rows).map((game: Game) => (
            <li key={game.nodeId}>
              <GameCard game={game} vendorName="V" favourite={heart} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      );
    }
    renderWithProviders(<List />);
    const rendered = vi.mocked(gameTitle);
    rendered.mockClear();
    act(() => grow());
    // Only the card that arrived renders; the first stays as it was.
    expect(rendered.mock.calls.map(([game]) => game.gameName)).toEqual(['Two']);
  });
});
