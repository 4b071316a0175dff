import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { API, LOTTERY_API, TIMING } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  errorResponse,
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
} from '../../../test/api-stubs.tsx';
import {
  FIXED_NOW,
  lotteryStubs,
  makeLotteryGame,
  makeMenu,
  makeMenuGroup,
} from '../../../components/lottery/lottery-fixtures.ts';
import {
  lotteryFavourites,
  recentLotteryGames,
} from '../../../components/lottery/lottery-favourites.ts';
import { resetServerClock } from '../../../components/lottery/use-server-clock.ts';
import { LotteryLobbyPage } from './lobby-page.tsx';

const NORTH = makeLotteryGame({ gameId: 11001, remark: 'Miền Bắc', tag: 'vietnam_rb_hot' });
const HCM = makeLotteryGame({
  gameId: 11002,
  remark: 'TP. Hồ Chí Minh',
  tag: 'vietnam_rb_hot',
  gameMenuTag: 'vietnam_south',
  layout: 'south',
  remainTime: 30 * 3600_000,
});
const CAMAU = makeLotteryGame({
  gameId: 11003,
  remark: 'Cà Mau',
  tag: 'vietnam_rb',
  gameMenuTag: 'vietnam_south',
  layout: 'south',
});
const STOCK = makeLotteryGame({
  gameId: 11020,
  remark: 'Chỉ số VN30',
  tag: 'vietnam_rb_stock',
  gameMenuTag: 'vietnam_rb_stock',
});
const TURBO = makeLotteryGame({
  gameId: 12001,
  code: 'ENT_TURBO_1',
  remark: 'Turbo 1 minute',
  gameType: 'ELOTT',
  vendorCode: 'ELX',
  playType: 'ent',
  layout: 'digits5',
  prizeMode: 'Elott',
  tag: 'ent',
  gameMenuTag: 'ent',
  gameGroupId: 5,
  isSale: false,
  previousWinningNumber: '3,8,1,7,2',
});

const MENU = makeMenu([
  makeMenuGroup('vietnam_north', [NORTH], { label: 'Norte' }),
  makeMenuGroup('vietnam_south', [HCM, CAMAU], { label: 'Sul' }),
  makeMenuGroup('vietnam_rb_stock', [STOCK], { label: 'Bolsa' }),
  makeMenuGroup('ent', [TURBO], { label: 'Loterias rápidas' }),
  makeMenuGroup('GPI', [], { label: 'E-Lotto Express', vendorCode: 'ELX' }),
]);

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLobby() {
  return renderWithProviders(
    <Routes>
      <Route path="/lott" element={<LotteryLobbyPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path: '/lott' },
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Lottery games' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.findByRole('article', { name });
const signIn = (userName = 'ana') =>
  act(() => useSessionStore.getState().setSession({ userName, type: 0 }));

describe('LotteryLobbyPage (spec 2 and 4)', () => {
  beforeEach(async () => {
    localStorage.clear();
    resetServerClock();
    useModalStore.getState().closeAll();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    act(() => useSessionStore.getState().setSession(null));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows ALL first then one tab per menu group, and each group its own cards', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    const menu = screen.getByRole('tablist', { name: 'Lottery categories' });
    await waitFor(() => expect(within(menu).getAllByRole('tab')).toHaveLength(6));
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Norte', 'Sul', 'Bolsa', 'Loterias rápidas', 'E-Lotto Express']);
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Miền Bắc',
        'TP. Hồ Chí Minh',
        'Cà Mau',
        'Chỉ số VN30',
        'Turbo 1 minute',
      ]),
    );
    fireEvent.click(within(menu).getByRole('tab', { name: 'Sul' }));
    await waitFor(() => expect(cardNames()).toEqual(['TP. Hồ Chí Minh', 'Cà Mau']));
    expect(within(menu).getByRole('tab', { name: 'Sul' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the previous draw date, its numbers (GB) and the countdown on a card', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    const north = await screen.findByRole('article', { name: 'Miền Bắc' });
    const date = new Date(NORTH.previousWinningTime!);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(north).toHaveTextContent(
      `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`,
    );
    expect(within(north).getByRole('rowheader')).toHaveTextContent('GB');
    expect(within(north).getByText('12345')).toBeInTheDocument();
    expect(within(north).getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}:\d{2}$/);
    expect(within(await card('Turbo 1 minute')).getByRole('timer')).toHaveTextContent('--:--:--');
  });

  it('filters hot games (tag vietnam_rb_hot)', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    const filters = screen.getByRole('tablist', { name: 'Show' });
    fireEvent.click(within(filters).getByRole('tab', { name: 'Hot' }));
    await waitFor(() => expect(cardNames()).toEqual(['Miền Bắc', 'TP. Hồ Chí Minh']));
  });

  it('opens the login dialog for a guest asking for fav or recent, and changes nothing else', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Turbo 1 minute' });
    const filters = screen.getByRole('tablist', { name: 'Show' });
    for (const name of ['Favourites', 'Recent']) {
      act(() => useModalStore.getState().closeAll());
      fireEvent.click(within(filters).getByRole('tab', { name }));
      expect(useModalStore.getState().flags.login).toBe(true);
      expect(within(filters).getByRole('tab', { name: 'All' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(cardNames()).toHaveLength(5);
    }
    // A guest's star also asks for a login and stores nothing.
    act(() => useModalStore.getState().closeAll());
    fireEvent.click(within(await card('Cà Mau')).getByRole('button', { name: 'Favourite Cà Mau' }));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it("lists a member's favourites, most recently favourited first, per user name", async () => {
    signIn('ana');
    lotteryFavourites.toggle('rui', STOCK.gameId);
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    fireEvent.click(within(await card('Cà Mau')).getByRole('button', { name: 'Favourite Cà Mau' }));
    fireEvent.click(
      within(await card('Miền Bắc')).getByRole('button', { name: 'Favourite Miền Bắc' }),
    );
    expect(
      within(await card('Miền Bắc')).getByRole('button', { name: 'Favourite Miền Bắc' }),
    ).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(
      within(screen.getByRole('tablist', { name: 'Show' })).getByRole('tab', {
        name: 'Favourites',
      }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Miền Bắc', 'Cà Mau']));
    // Unfavouriting on the fav filter removes the card.
    fireEvent.click(
      within(await card('Miền Bắc')).getByRole('button', { name: 'Favourite Miền Bắc' }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Cà Mau']));
    expect(lotteryFavourites.read('rui')).toEqual([STOCK.gameId]);
  });

  it('highlights a card whose lock is above 0 and under 24 h away', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    expect(await card('Miền Bắc')).toHaveAttribute('data-highlight', 'true');
    expect(within(await card('Miền Bắc')).getByText('Closes within 24 hours')).toBeInTheDocument();
    expect(await card('TP. Hồ Chí Minh')).not.toHaveAttribute('data-highlight');
    expect(await card('Turbo 1 minute')).not.toHaveAttribute('data-highlight');
  });

  it('sends a guest to the login dialog from Play Now and a member to the betting page', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play now: Turbo 1 minute' }));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();

    signIn('ana');
    fireEvent.click(await screen.findByRole('button', { name: 'Play now: Turbo 1 minute' }));
    const target = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect(target.pathname).toBe('/launchGame');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      playType: 'ent',
      gameId: '12001',
      gameGroupId: '5',
      prize_mode: 'Elott',
      code: 'ENT_TURBO_1',
      pageBack: 'lott',
    });
    expect(recentLotteryGames.read('ana')).toEqual([12001]);
  });

  it("shows a member's recently opened games, newest first", async () => {
    signIn('ana');
    recentLotteryGames.add('ana', CAMAU.gameId);
    recentLotteryGames.add('ana', TURBO.gameId);
    recentLotteryGames.add('bo', NORTH.gameId);
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    fireEvent.click(
      within(screen.getByRole('tablist', { name: 'Show' })).getByRole('tab', { name: 'Recent' }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Turbo 1 minute', 'Cà Mau']));
  });

  it('hides History Result on the no-history tab and shows the vendor list for GPI', async () => {
    stubApi(
      lotteryStubs(
        { [LOTTERY_API.menu]: MENU },
        {
          [API.gameList]: (url: URL) => {
            expect(url.searchParams.get('vassalage')).toBe('ELX');
            expect(url.searchParams.get('gameType')).toBe('ELOTT');
            return okResponse({
              games: [
                makeGame({
                  gameId: 12001,
                  gameName: 'Turbo 1',
                  gameType: 'ELOTT',
                  vassalage: 'ELX',
                  vendorCode: 'ELX',
                }),
              ],
              pageNum: 1,
              totalPages: 1,
              totalCount: 1,
            });
          },
        },
      ),
    );
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    const menu = screen.getByRole('tablist', { name: 'Lottery categories' });
    expect(screen.getByRole('button', { name: 'History Result' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('tab', { name: 'Bolsa' }));
    expect(screen.queryByRole('button', { name: 'History Result' })).toBeNull();
    fireEvent.click(within(menu).getByRole('tab', { name: 'Sul' }));
    expect(screen.getByRole('button', { name: 'History Result' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('tab', { name: 'E-Lotto Express' }));
    const list = await screen.findByRole('list', { name: 'E-Lotto Express games' });
    expect(within(list).getByRole('button', { name: /Turbo 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Show' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with a retry, and an empty view', async () => {
    let fail = true;
    stubApi(
      lotteryStubs({
        [LOTTERY_API.menu]: () => (fail ? errorResponse() : okResponse(makeMenu([]))),
      }),
    );
    renderLobby();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the lottery.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lottery games here')).toBeInTheDocument();
  });

  it.each([
    ['the soonest open game, capped at 30 s', 40_000, true, 30_000],
    ['7 s when no game is open', 40_000, false, TIMING.lotteryMenuRefreshIdleMs],
  ])('asks the menu again after %s', async (_name, remainTime, isSale, delay) => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(FIXED_NOW);
    const game = makeLotteryGame({ gameId: 1, remark: 'Soon', remainTime, lockTime: 0, isSale });
    const fetchMock = stubApi(
      lotteryStubs({ [LOTTERY_API.menu]: makeMenu([makeMenuGroup('ent', [game])]) }),
    );
    const menuCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith(LOTTERY_API.menu)).length;
    renderLobby();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(menuCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(delay - 200);
    });
    expect(menuCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(menuCalls()).toBe(2);
  });

  it('switches the lottery to Vietnamese and asks with language=VI', async () => {
    const fetchMock = stubApi(lotteryStubs({ [LOTTERY_API.menu]: MENU }));
    renderLobby();
    await screen.findByRole('article', { name: 'Cà Mau' });
    const choice = screen.getByRole('radiogroup', { name: 'Language' });
    await act(async () => {
      fireEvent.click(within(choice).getByRole('radio', { name: 'Tiếng Việt' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Chơi ngay: Cà Mau' })).toBeInTheDocument(),
    );
    expect(within(choice).getByRole('radio', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const languages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === LOTTERY_API.menu)
      .map((url) => url.searchParams.get('language'));
    expect(languages).toEqual(['EN', 'VI']);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
