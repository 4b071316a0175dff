import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  type FavouritesPage,
  type GameListPage,
  type RecentGamesValue,
  type VendorGameTypes,
} from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  tileName,
} from '../../../test/api-stubs.tsx';
import { SlotListPage } from './slot-list-page.tsx';

const vendorTypes: VendorGameTypes = {
  list: [
    {
      gameCategory: 'RNG',
      vassalage: 'BGS',
      displayName: 'BGS Originals',
      vendorNames: [{ accountTypeName: 'BGS' }],
      gameCount: 100,
    },
    {
      gameCategory: 'RNG',
      vassalage: 'SLX',
      displayName: 'Slotix',
      vendorNames: [{ accountTypeName: 'SLX' }],
      gameCount: 40,
    },
  ],
};

/** Names a page's games after what was asked: "BGS p1 Slot 1" is BGS's first page. */
function listPage(query: URLSearchParams, totalPages = 1): GameListPage {
  const pageNo = Number(query.get('pageNo'));
  const tag = [
    query.get('vassalage') ?? 'Every',
    query.get('gameClassify'),
    query.get('minBet'),
    query.get('gameName'),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    games: [1, 2].map((n) =>
      makeGame({ gameId: pageNo * 100 + n, gameName: `${tag} p${pageNo} Slot ${n}` }),
    ),
    pageNum: pageNo,
    totalPages,
    totalCount: totalPages * 2,
  };
}

function stubSlots({ totalPages = 1 }: { totalPages?: number } = {}) {
  const asked = { list: [] as URLSearchParams[], hot: [] as URLSearchParams[] };
  const recentAsked: URLSearchParams[] = [];
  const favAsked: URLSearchParams[] = [];
  const fetchMock = stubApi({
    [API.vendorGameTypes]: vendorTypes,
    [API.gameList]: (url: URL) => {
      asked.list.push(url.searchParams);
      return okResponse(listPage(url.searchParams, totalPages));
    },
    [API.hotGames]: (url: URL) => {
      asked.hot.push(url.searchParams);
      return okResponse({ list: [makeGame({ gameId: 7, gameName: 'Hot Pharaoh' })] });
    },
    [API.recentGames]: (url: URL) => {
      recentAsked.push(url.searchParams);
      const value: RecentGamesValue = {
        list: [makeGame({ gameId: 8, gameName: 'Recent Comet' })],
        totalPages: 1,
      };
      return okResponse(value);
    },
    [API.favourites]: (url: URL) => {
      favAsked.push(url.searchParams);
      const value: FavouritesPage = {
        content: [makeGame({ gameId: 9, gameName: 'Loved Lotus' })],
        pageNum: 1,
        totalPages: 1,
      };
      return okResponse(value);
    },
    [API.favouriteIds]: { list: [], totalPages: 1 },
  });
  return { asked, recentAsked, favAsked, fetchMock };
}

const tab = (name: string) => screen.getByRole('tab', { name });

function renderPage() {
  return renderWithProviders(<SlotListPage />, { path: '/inhouse' });
}

describe('SlotListPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useSessionStore.getState().setSession(null);
  });

  it('lists BGS slots 25 a page on the All tab', async () => {
    const { asked } = stubSlots();
    renderPage();
    expect(screen.getByRole('tablist', { name: 'Listas de jogos' })).toBeInTheDocument();
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Todos' })).toBeInTheDocument();
    expect(asked.list).toHaveLength(1);
    expect(asked.list[0]?.get('vassalage')).toBe('BGS');
    expect(asked.list[0]?.get('pageSize')).toBe('25');
    expect(asked.list[0]?.get('pageNo')).toBe('1');
    expect(asked.list[0]?.get('gameType')).toBe('RNG');
    expect(asked.list[0]?.get('language')).toBe('PT');
    expect(screen.getByText('Não há mais jogos.')).toBeInTheDocument();
  });

  it('loads the next page with the "load more" button and appends it', async () => {
    const { asked } = stubSlots({ totalPages: 2 });
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 2') });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(
      await screen.findByRole('button', { name: tileName('BGS p2 Slot 1') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tileName('BGS p1 Slot 1') })).toBeInTheDocument();
    expect(asked.list.at(-1)?.get('pageNo')).toBe('2');
    expect(asked.list.at(-1)?.get('pageSize')).toBe('25');
    expect(asked.list.at(-1)?.get('vassalage')).toBe('BGS');
    const list = screen.getByRole('list', { name: 'Todos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('asks for the hot BGS slots on the Hot tab', async () => {
    const { asked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });
    fireEvent.click(tab('Populares'));
    expect(tab('Populares')).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('button', { name: tileName('Hot Pharaoh') }),
    ).toBeInTheDocument();
    expect(asked.hot).toHaveLength(1);
    expect(asked.hot[0]?.get('vassalage')).toBe('BGS');
    expect(asked.hot[0]?.get('gameType')).toBe('RNG');
  });

  it.each(['Recentes', 'Favoritos'])('gives a guest the login dialog on %s', async (name) => {
    const { recentAsked, favAsked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });
    fireEvent.click(tab(name));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(tab(name)).toHaveAttribute('aria-selected', 'false');
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(recentAsked).toHaveLength(0);
    expect(favAsked).toHaveLength(0);
  });

  it("shows a member's recent and favourite BGS games", async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    const { recentAsked, favAsked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });

    fireEvent.click(tab('Recentes'));
    expect(
      await screen.findByRole('button', { name: tileName('Recent Comet') }),
    ).toBeInTheDocument();
    expect(recentAsked[0]?.get('vassalage')).toBe('BGS');
    expect(recentAsked[0]?.get('pageSize')).toBe('25');

    fireEvent.click(tab('Favoritos'));
    expect(
      await screen.findByRole('button', { name: tileName('Loved Lotus') }),
    ).toBeInTheDocument();
    expect(favAsked[0]?.get('vendor')).toBe('BGS');
    expect(favAsked[0]?.get('pageSize')).toBe('25');
    expect(useModalStore.getState().flags.login).toBe(false);
  });

  it('opens the search from the search field and returns to the list when it closes', async () => {
    stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar jogos' }));
    const dialog = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    expect(
      await within(dialog).findByRole('button', { name: 'Remover filtro: BGS Originals' }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: tileName('BGS p1 Slot 1') }),
    ).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar pesquisa' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tab('Todos')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a filter result in the search view, and a tab change goes back to BGS without the filters', async () => {
    const { asked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });

    fireEvent.click(tab('Filtro'));
    const panel = screen.getByRole('dialog', { name: 'Filtrar jogos' });
    const pick = (group: string, option: string) =>
      fireEvent.click(
        within(within(panel).getByRole('radiogroup', { name: group })).getByRole('radio', {
          name: option,
        }),
      );
    await within(panel).findByRole('radio', { name: 'Slotix' });
    pick('Fabricante', 'Slotix');
    pick('Tipo de jogo', 'Raspadinha');
    pick('Aposta mínima', '0,05');
    fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    const results = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    expect(screen.queryByRole('dialog', { name: 'Filtrar jogos' })).not.toBeInTheDocument();
    expect(
      await within(results).findByRole('button', { name: tileName('SLX SC 0.05 p1 Slot 1') }),
    ).toBeInTheDocument();
    expect(asked.list.at(-1)?.get('pageSize')).toBe('25');

    fireEvent.change(within(results).getByRole('searchbox'), { target: { value: 'gold' } });
    expect(
      await within(results).findByRole(
        'button',
        { name: tileName('SLX SC 0.05 gold p1 Slot 1') },
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(within(results).getByRole('status')).toHaveTextContent('2 jogos');

    fireEvent.click(tab('Populares'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.hot).toHaveLength(1));
    expect(asked.hot[0]?.get('vassalage')).toBe('BGS');

    fireEvent.click(tab('Todos'));
    expect(
      await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tileName('SLX') })).not.toBeInTheDocument();
    const last = asked.list.at(-1)!;
    expect(last.get('gameName')).toBe('gold');
    // The BGS list came from the cache: no request without the filters was needed since.
    expect(asked.list.filter((query) => query.get('vassalage') === 'BGS')).toHaveLength(1);
  });

  it('filters from the search view with the name kept', async () => {
    const { asked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar jogos' }));
    const results = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    fireEvent.change(within(results).getByRole('searchbox'), { target: { value: 'gold' } });
    await within(results).findByRole(
      'button',
      { name: tileName('BGS gold p1 Slot 1') },
      { timeout: 2000 },
    );

    fireEvent.click(within(results).getByRole('button', { name: 'Filtros' }));
    const panel = screen.getByRole('dialog', { name: 'Filtrar jogos' });
    fireEvent.click(await within(panel).findByRole('radio', { name: 'Slotix' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));

    const after = screen.getByRole('dialog', { name: 'Pesquisar jogos' });
    expect(
      await within(after).findByRole('button', { name: tileName('SLX gold p1 Slot 1') }),
    ).toBeInTheDocument();
    expect(within(after).getByRole('searchbox')).toHaveValue('gold');
    expect(asked.list.at(-1)?.get('vassalage')).toBe('SLX');
    expect(asked.list.at(-1)?.get('gameName')).toBe('gold');
  });

  it('follows a language change 250 ms late', async () => {
    const { asked } = stubSlots();
    renderPage();
    await screen.findByRole('button', { name: tileName('BGS p1 Slot 1') });
    await i18n.loadLanguages('en');

    vi.useFakeTimers();
    await act(() => i18n.changeLanguage('en'));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(asked.list).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    await waitFor(() => expect(asked.list).toHaveLength(2));
    expect(asked.list[1]?.get('language')).toBe('EN');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
