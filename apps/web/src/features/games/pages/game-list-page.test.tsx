import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { API, type VendorEntry } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  makeAnnouncements,
  makeBanner,
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  tileName,
  type ApiStubs,
} from '../../../test/api-stubs.tsx';
import { settleQueries } from '../../../test/settle.ts';
import { GameListPage } from './game-list-page.tsx';

function vendor(vassalage: string, displayName: string, gameCount = 20): VendorEntry {
  return {
    gameCategory: 'RNG',
    vassalage,
    displayName,
    vendorNames: [{ accountTypeName: vassalage }],
    gameCount,
  };
}

const VENDORS = {
  list: [vendor('SLX', 'Solarix Slots'), vendor('AUR', 'Aurora Reels'), vendor('NIL', 'Nil', 0)],
};

/** The game list: one game a page, named after what was asked, `pages` pages in all. */
function gameList(pages = 1) {
  return (url: URL) => {
    const pageNo = Number(url.searchParams.get('pageNo'));
    const label =
      url.searchParams.get('vassalage') ?? (url.searchParams.get('isNew') ? 'New' : 'All');
    return okResponse({
      games: [makeGame({ gameId: 100 * pageNo + 1, gameName: `${label} game ${pageNo}` })],
      pageNum: pageNo,
      totalPages: pages,
      totalCount: pages,
    });
  };
}

function stubPage(stubs: ApiStubs = {}) {
  return stubApi({
    [API.gameList]: gameList(),
    [API.vendorGameTypes]: VENDORS,
    [API.hotGames]: { list: [makeGame({ gameId: 7, gameName: 'Hot pick' })] },
    [API.favouriteIds]: { list: [], pageNum: 1, totalPages: 0 },
    ...stubs,
  });
}

type FetchMock = ReturnType<typeof stubApi>;

/** The calls made to one API path, as URLs, oldest first. */
function calls(fetchMock: FetchMock, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x'))
    .filter((url) => url.pathname === path);
}

const lastCall = (fetchMock: FetchMock, path: string) => calls(fetchMock, path).at(-1)!;
const tab = (name: string) => screen.getByRole('tab', { name });
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Game class' })).getByRole('button', { name });
const signIn = () => useSessionStore.getState().setSession({ userName: 'maria', type: 0 });

describe('GameListPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setSession(null);
  });

  it('takes the game type from the path: its list, vendors and banner group', async () => {
    const fetchMock = stubPage({
      [API.announcements]: makeAnnouncements({
        banners: [makeBanner(4, { groupName: 'm_live' }), makeBanner(5, { groupName: 'm_live' })],
      }),
    });
    renderWithProviders(<GameListPage />, { path: '/live' });

    expect(await screen.findByRole('button', { name: tileName('All game 1') })).toBeVisible();
    const list = lastCall(fetchMock, API.gameList);
    expect(list.searchParams.get('gameType')).toBe('LIVE');
    expect(list.searchParams.get('pageNo')).toBe('1');
    expect(list.searchParams.get('pageSize')).toBe('50');
    expect(list.searchParams.has('vassalage')).toBe(false);
    expect(list.searchParams.has('isNew')).toBe(false);
    expect(lastCall(fetchMock, API.vendorGameTypes).searchParams.get('typeId')).toBe('LIVE');
    expect(lastCall(fetchMock, API.announcements).searchParams.get('groupName')).toBe('m_live');
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Maintenance window')).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument();
  });

  it.each([
    ['/gameList?gameType=FISH', 'FISH', 'm_fish'],
    ['/gameList?gameType=pvp', 'PVP', 'm_pvp'],
    ['/gameList', 'RNG', 'm_rng'],
    ['/gameList?gameType=NOPE', 'RNG', 'm_rng'],
    ['/sports?gameType=LIVE', 'SPORTS', 'm_sports'],
  ])('on %s lists %s games', async (path, gameType, group) => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path });
    await screen.findByRole('button', { name: tileName('All game 1') });
    expect(lastCall(fetchMock, API.gameList).searchParams.get('gameType')).toBe(gameType);
    expect(lastCall(fetchMock, API.announcements).searchParams.get('groupName')).toBe(group);
  });

  it('shows no banner block when the group has no banners', async () => {
    stubPage({ [API.announcements]: makeAnnouncements({ banners: [], popup: [] }) });
    renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('opens on the Hot tab with ?type=hot and asks the hot games of the type', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/pvp?type=hot' });

    expect(await screen.findByRole('button', { name: tileName('Hot pick') })).toBeVisible();
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');
    const hot = lastCall(fetchMock, API.hotGames);
    expect(hot.searchParams.get('gameType')).toBe('PVP');
    expect(hot.searchParams.get('isPlatform')).toBe('2');
    expect(calls(fetchMock, API.gameList)).toHaveLength(0);
    // The class row belongs to the All tab.
    expect(screen.queryByRole('group', { name: 'Game class' })).not.toBeInTheDocument();
  });

  it('lists new games, a vendor or everything by game class', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });
    const group = screen.getByRole('group', { name: 'Game class' });
    // ALL, NEW, FAV, then the vendors that have games.
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'New', 'Favourites', 'Solarix Slots', 'Aurora Reels']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(chip('New'));
    expect(await screen.findByRole('button', { name: tileName('New game 1') })).toBeVisible();
    let list = lastCall(fetchMock, API.gameList);
    expect(list.searchParams.get('isNew')).toBe('1');
    expect(list.searchParams.has('vassalage')).toBe(false);
    expect(chip('New')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'New games' })).toBeInTheDocument();

    fireEvent.click(chip('Solarix Slots'));
    expect(await screen.findByRole('button', { name: tileName('SLX game 1') })).toBeVisible();
    list = lastCall(fetchMock, API.gameList);
    expect(list.searchParams.get('vassalage')).toBe('SLX');
    expect(list.searchParams.get('gameType')).toBe('RNG');
    expect(list.searchParams.has('isNew')).toBe(false);
    expect(screen.getByRole('list', { name: 'Solarix Slots games' })).toBeInTheDocument();

    fireEvent.click(chip('All'));
    expect(await screen.findByRole('button', { name: tileName('All game 1') })).toBeVisible();
    const all = calls(fetchMock, API.gameList).filter(
      (url) => !url.searchParams.has('vassalage') && !url.searchParams.has('isNew'),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'All games' })).toBeInTheDocument();
  });

  it('resets the game class when the tab changes', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });
    fireEvent.click(chip('Aurora Reels'));
    await screen.findByRole('button', { name: tileName('AUR game 1') });

    fireEvent.click(tab('Hot'));
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: tileName('Hot pick') })).toBeVisible();
    // The hot games are the type's, not the vendor's.
    expect(lastCall(fetchMock, API.hotGames).searchParams.has('vassalage')).toBe(false);

    fireEvent.click(tab('All'));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Aurora Reels')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: tileName('All game 1') })).toBeVisible();
    expect(screen.queryByRole('button', { name: tileName('AUR game 1') })).not.toBeInTheDocument();
  });

  it.each([
    ['the Favourites tab', () => tab('Favourites')],
    ['the Recent tab', () => tab('Recent')],
    ['the FAV class', () => chip('Favourites')],
  ])("opens the login dialog on a guest's tap on %s, and changes nothing", async (_, target) => {
    const fetchMock = stubPage();
    const { client } = renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });
    await settleQueries(client);
    const before = fetchMock.mock.calls.length;

    fireEvent.click(target());
    expect(useModalStore.getState().flags.login).toBe(true);
    // Whatever the tap started has finished and is on screen.
    await settleQueries(client);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.length).toBe(before);
    expect(calls(fetchMock, API.favourites)).toHaveLength(0);
    expect(calls(fetchMock, API.recentGames)).toHaveLength(0);
  });

  it('sends a guest who came for ?type=fav to the login dialog and shows everything', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/rng?type=fav' });
    expect(await screen.findByRole('button', { name: tileName('All game 1') })).toBeVisible();
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(calls(fetchMock, API.favourites)).toHaveLength(0);
  });

  it("lists a member's favourites of the type on the Favourites tab", async () => {
    signIn();
    const fetchMock = stubPage({
      [API.favourites]: {
        content: [makeGame({ gameId: 9, gameName: 'Loved one' })],
        pageNum: 1,
        totalPages: 1,
      },
    });
    renderWithProviders(<GameListPage />, { path: '/fish' });
    await screen.findByRole('button', { name: tileName('All game 1') });

    fireEvent.click(tab('Favourites'));
    expect(await screen.findByRole('button', { name: tileName('Loved one') })).toBeVisible();
    expect(tab('Favourites')).toHaveAttribute('aria-selected', 'true');
    expect(useModalStore.getState().flags.login).toBe(false);
    const fav = lastCall(fetchMock, API.favourites);
    expect(fav.searchParams.get('gameType')).toBe('FISH');
    expect(fav.searchParams.get('pageNo')).toBe('1');
    expect(fav.searchParams.get('pageSize')).toBe('25');
    expect(fav.searchParams.has('vendor')).toBe(false);
  });

  it("lists a member's recent games with the FAV class and recent tab", async () => {
    signIn();
    const fetchMock = stubPage({
      [API.favourites]: {
        content: [makeGame({ gameName: 'Loved one' })],
        pageNum: 1,
        totalPages: 1,
      },
      [API.recentGames]: { list: [makeGame({ gameId: 3, gameName: 'Played one' })], totalPages: 1 },
    });
    renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });

    fireEvent.click(chip('Favourites'));
    expect(await screen.findByRole('button', { name: tileName('Loved one') })).toBeVisible();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(tab('Recent'));
    expect(await screen.findByRole('button', { name: tileName('Played one') })).toBeVisible();
    const recent = lastCall(fetchMock, API.recentGames);
    expect(recent.searchParams.get('gameType')).toBe('RNG');
    expect(recent.searchParams.get('page')).toBe('1');
  });

  it('asks for favourites and recent games again in a newly chosen language (names follow it)', async () => {
    signIn();
    const fetchMock = stubPage({
      [API.favourites]: (url: URL) =>
        okResponse({
          content: [makeGame({ gameName: `Loved ${url.searchParams.get('language')}` })],
          pageNum: 1,
          totalPages: 1,
        }),
      [API.recentGames]: (url: URL) =>
        okResponse({
          list: [makeGame({ gameId: 3, gameName: `Played ${url.searchParams.get('language')}` })],
          totalPages: 1,
        }),
    });
    renderWithProviders(<GameListPage />, { path: '/rng?type=fav' });
    expect(await screen.findByRole('button', { name: tileName('Loved EN') })).toBeVisible();
    await act(() => i18n.changeLanguage('pt'));
    expect(await screen.findByRole('button', { name: tileName('Loved PT') })).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Recentes' }));
    expect(await screen.findByRole('button', { name: tileName('Played PT') })).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: tileName('Played EN') })).toBeVisible();
    expect(
      calls(fetchMock, API.recentGames).map((url) => url.searchParams.get('language')),
    ).toEqual(['PT', 'EN']);
  });

  it('says so when a member has no favourites yet', async () => {
    signIn();
    stubPage({ [API.favourites]: { content: [], pageNum: 1, totalPages: 0 } });
    renderWithProviders(<GameListPage />, { path: '/rng?type=fav' });
    expect(await screen.findByText(/^No favourites yet\./)).toBeVisible();
    expect(useModalStore.getState().flags.login).toBe(false);
  });

  it('says so in Portuguese when there are no games', async () => {
    await i18n.changeLanguage('pt');
    stubPage({ [API.hotGames]: { list: [] } });
    renderWithProviders(<GameListPage />, { path: '/live?type=hot' });
    expect(await screen.findByText('No momento não há jogos em destaque.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Em destaque' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the vendor game list with ?vassalage=: that vendor only, 100 a page', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/gameList?gameType=RNG&vassalage=SLX' });

    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    expect(
      await within(dialog).findByRole('button', { name: tileName('SLX game 1') }),
    ).toBeVisible();
    const lists = calls(fetchMock, API.gameList);
    // The list under the search view waits: the vendor's is the only one asked for.
    expect(lists).toHaveLength(1);
    expect(lists[0]!.searchParams.get('vassalage')).toBe('SLX');
    expect(lists[0]!.searchParams.get('pageSize')).toBe('100');
    expect(lists[0]!.searchParams.get('gameType')).toBe('RNG');

    // Closing the view returns to the type's list.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(await screen.findByRole('button', { name: tileName('All game 1') })).toBeVisible();
    expect(lastCall(fetchMock, API.gameList).searchParams.has('vassalage')).toBe(false);
  });

  it('opens the search view and the filter panel from the toolbar', async () => {
    const fetchMock = stubPage();
    renderWithProviders(<GameListPage />, { path: '/rng' });
    await screen.findByRole('button', { name: tileName('All game 1') });

    fireEvent.click(screen.getByRole('button', { name: 'Filter games' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter games' });
    expect(panel).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeVisible();
    await waitFor(() =>
      expect(lastCall(fetchMock, API.gameList).searchParams.get('pageSize')).toBe('25'),
    );
  });

  it('appends the next page as the list nears its end', async () => {
    const fetchMock = stubPage({ [API.gameList]: gameList(2) });
    renderWithProviders(<GameListPage />, { path: '/rng' });

    expect(await screen.findByRole('button', { name: tileName('All game 2') })).toBeVisible();
    expect(screen.getByRole('button', { name: tileName('All game 1') })).toBeVisible();
    expect(calls(fetchMock, API.gameList).map((url) => url.searchParams.get('pageNo'))).toEqual([
      '1',
      '2',
    ]);
    expect(await screen.findByText('No more games.')).toBeVisible();
    expect(screen.getByRole('heading', { name: /All games/ })).toHaveTextContent('2 games');
  });

  it('launches nothing for a guest: a tap on a tile opens the login dialog', async () => {
    stubPage();
    renderWithProviders(<GameListPage />, { path: '/rng' });
    fireEvent.click(await screen.findByRole('button', { name: tileName('All game 1') }));
    expect(useModalStore.getState().flags.login).toBe(true);
  });

  it('starts afresh when the URL asks for another tab or vendor', async () => {
    const fetchMock = stubPage();
    renderWithProviders(
      <>
        <GameListPage />
        <Link to="/rng?type=hot">Hot link</Link>
        <Link to="/rng?vassalage=AUR">Vendor link</Link>
      </>,
      { path: '/rng' },
    );
    await screen.findByRole('button', { name: tileName('All game 1') });
    fireEvent.click(chip('Solarix Slots'));
    await screen.findByRole('button', { name: tileName('SLX game 1') });

    fireEvent.click(screen.getByRole('link', { name: 'Hot link' }));
    expect(await screen.findByRole('button', { name: tileName('Hot pick') })).toBeVisible();
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('link', { name: 'Vendor link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    expect(
      await within(dialog).findByRole('button', { name: tileName('AUR game 1') }),
    ).toBeVisible();
    expect(lastCall(fetchMock, API.gameList).searchParams.get('pageSize')).toBe('100');
  });
});
