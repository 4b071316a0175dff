import { useReducer } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type GameListPage, type VendorGameTypes } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import {
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  tileName,
} from '../../../test/api-stubs.tsx';
import { browseReducer, initialBrowseState, type BrowseState } from '../lib/browse-state.ts';
import { SearchOverlay } from './search-overlay.tsx';

const vendorTypes: VendorGameTypes = {
  list: [
    {
      gameCategory: 'RNG',
      vassalage: 'SLX',
      displayName: 'Slotix',
      vendorNames: [{ accountTypeName: 'SLX' }],
      gameCount: 40,
    },
  ],
};

/** The game list answers with games named after what was asked, and records each ask. */
function stubSearch() {
  const asked: URLSearchParams[] = [];
  const fetchMock = stubApi({
    [API.vendorGameTypes]: vendorTypes,
    [API.gameList]: (url: URL) => {
      asked.push(url.searchParams);
      const name = url.searchParams.get('gameName') ?? 'Any';
      const page: GameListPage = {
        games: [
          makeGame({ gameId: 1, gameName: `${name} Fortune` }),
          makeGame({ gameId: 2, gameName: `${name} Riches` }),
        ],
        pageNum: 1,
        totalPages: 1,
        totalCount: 2,
      };
      return okResponse(page);
    },
  });
  return { asked, fetchMock };
}

function Harness({
  initial,
  onOpenFilter = () => {},
}: {
  initial: BrowseState;
  onOpenFilter?: () => void;
}) {
  const [state, dispatch] = useReducer(browseReducer, initial);
  return (
    <>
      <output data-testid="searching">{String(state.searching)}</output>
      <SearchOverlay
        state={state}
        dispatch={dispatch}
        onSelect={() => {}}
        heartOf={() => undefined}
        onOpenFilter={onOpenFilter}
      />
    </>
  );
}

const opened = (state: BrowseState) => browseReducer(state, { type: 'name', gameName: '' });
const filtered = browseReducer(initialBrowseState('list', 'RNG'), {
  type: 'filter',
  filters: { vassalage: 'SLX', gameClassify: 'SC', minBet: '0.05' },
});

describe('SearchOverlay', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing while the search is closed', () => {
    stubSearch();
    renderWithProviders(<Harness initial={initialBrowseState('list', 'RNG')} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a named dialog with the focus in the name box and the results counted', async () => {
    const { asked } = stubSearch();
    renderWithProviders(<Harness initial={opened(initialBrowseState('list', 'RNG'))} />);
    const dialog = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    const box = within(dialog).getByRole('searchbox', { name: 'Nome do jogo' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(
      await within(dialog).findByRole('button', { name: tileName('Any Fortune') }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 jogos');
    expect(asked[0]?.get('gameType')).toBe('RNG');
    expect(asked[0]?.get('pageSize')).toBe('25');
  });

  it('asks once, 500 ms after fast typing stops, with the typed name', async () => {
    const { asked } = stubSearch();
    renderWithProviders(<Harness initial={opened(initialBrowseState('list', 'RNG'))} />);
    await screen.findByRole('button', { name: tileName('Any Fortune') });
    const box = screen.getByRole('searchbox', { name: 'Nome do jogo' });

    vi.useFakeTimers();
    for (const value of ['d', 'dr', 'dra', 'drag']) {
      fireEvent.change(box, { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(asked.filter((query) => query.has('gameName'))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    const named = asked.filter((query) => query.has('gameName'));
    expect(named).toHaveLength(1);
    expect(named[0]?.get('gameName')).toBe('drag');
    expect(
      await screen.findByRole('button', { name: tileName('drag Fortune') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover filtro: drag' })).toBeInTheDocument();
  });

  it('shows the active filters as chips, and removing one asks again without it', async () => {
    const { asked } = stubSearch();
    renderWithProviders(<Harness initial={filtered} />);
    const chips = screen.getByRole('list', { name: 'Filtros ativos' });
    expect(
      await within(chips).findByRole('button', { name: 'Remover filtro: Slotix' }),
    ).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remover filtro: Raspadinha' })).toBeVisible();
    expect(
      within(chips).getByRole('button', { name: 'Remover filtro: Aposta mín. 0,05' }),
    ).toBeVisible();
    await screen.findByRole('button', { name: tileName('Any Fortune') });
    expect(asked.at(-1)?.get('vassalage')).toBe('SLX');
    expect(asked.at(-1)?.get('gameClassify')).toBe('SC');
    expect(asked.at(-1)?.get('minBet')).toBe('0.05');

    fireEvent.click(within(chips).getByRole('button', { name: 'Remover filtro: Raspadinha' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.get('vassalage')).toBe('SLX');
    expect(asked[1]?.has('gameClassify')).toBe(false);
    expect(asked[1]?.get('minBet')).toBe('0.05');
    expect(
      within(chips).queryByRole('button', { name: 'Remover filtro: Raspadinha' }),
    ).not.toBeInTheDocument();
  });

  it('clears the name box with its chip', async () => {
    const { asked } = stubSearch();
    const initial = browseReducer(initialBrowseState('list', 'RNG'), {
      type: 'name',
      gameName: 'dragon',
    });
    renderWithProviders(<Harness initial={initial} />);
    const box = screen.getByRole('searchbox', { name: 'Nome do jogo' });
    expect(box).toHaveValue('dragon');
    await screen.findByRole('button', { name: tileName('dragon Fortune') });

    fireEvent.click(screen.getByRole('button', { name: 'Remover filtro: dragon' }));
    expect(box).toHaveValue('');
    expect(
      await screen.findByRole('button', { name: tileName('Any Fortune') }),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.has('gameName')).toBe(false);
  });

  it('shows the classification and minimum bet in English', async () => {
    await i18n.changeLanguage('en');
    stubSearch();
    renderWithProviders(<Harness initial={filtered} />);
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    expect(
      await within(dialog).findByRole('button', { name: 'Remove filter: Scratch cards' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Remove filter: Min. bet 0.05' }),
    ).toBeVisible();
  });

  it('closes with Escape or the close button, and hands the filter button to the page', async () => {
    stubSearch();
    const onOpenFilter = vi.fn();
    renderWithProviders(
      <Harness initial={opened(initialBrowseState('slot', 'RNG'))} onOpenFilter={onOpenFilter} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filtros' }));
    expect(onOpenFilter).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(within(dialog).getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('searching')).toHaveTextContent('false');
  });

  it('closes with its close button', () => {
    stubSearch();
    renderWithProviders(<Harness initial={opened(initialBrowseState('list', 'RNG'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar pesquisa' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
