import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { LOTTERY_API } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { renderWithProviders, stubApi } from '../../../test/api-stubs.tsx';
import {
  FIXED_NOW,
  lotteryStubs,
  makeLotteryGame,
} from '../../../components/lottery/lottery-fixtures.ts';
import { lotteryFavourites } from '../../../components/lottery/lottery-favourites.ts';
import { resetServerClock } from '../../../components/lottery/use-server-clock.ts';
import { LotterySchedulePage } from './schedule-page.tsx';

// FIXED_NOW is Wednesday 7 January 2026, 16:00 in Vietnam: weekday 4.
const NORTH = makeLotteryGame({ gameId: 1, remark: 'Miền Bắc', drawTime: '18:15' });
const HCM = makeLotteryGame({
  gameId: 2,
  remark: 'TP. Hồ Chí Minh',
  drawDayOfWeek: '2,7',
  drawTime: '16:15',
});
const DANANG = makeLotteryGame({
  gameId: 3,
  remark: 'Đà Nẵng',
  drawDayOfWeek: '4,7',
  drawTime: '17:15',
});
const CANTHO = makeLotteryGame({
  gameId: 4,
  remark: 'Cần Thơ',
  drawDayOfWeek: '4',
  drawTime: '16:15',
});
const TURBO = makeLotteryGame({
  gameId: 5,
  remark: 'Turbo 1 minute',
  playType: 'ent',
  layout: 'digits5',
  drawTime: null,
  intervalMinutes: 1,
});

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderSchedule(games = [NORTH, HCM, DANANG, CANTHO, TURBO]) {
  stubApi(lotteryStubs({ [LOTTERY_API.games]: { serverTime: FIXED_NOW, games } }));
  return renderWithProviders(
    <Routes>
      <Route path="/lottery" element={<LotterySchedulePage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { path: '/lottery' },
  );
}

const columns = (name = 'Weekly draw schedule') =>
  [...screen.getByRole('list', { name }).children] as HTMLElement[];
const column = (day: string) => screen.getByRole('listitem', { name: new RegExp(`^${day}`) });
const gamesOf = (day: string) =>
  within(column(day))
    .queryAllByRole('button')
    .map((button) => button.querySelector('span:not([class*="fav"])')?.textContent ?? '');

describe('LotterySchedulePage (spec 2)', () => {
  beforeEach(async () => {
    localStorage.clear();
    resetServerClock();
    useModalStore.getState().closeAll();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    act(() => useSessionStore.getState().setSession(null));
    vi.unstubAllGlobals();
  });

  it("shows seven day columns from today (Vietnam's day), today marked", async () => {
    renderSchedule();
    await screen.findAllByRole('button', { name: /Miền Bắc/ });
    const days = columns();
    expect(days.map((day) => day.querySelector('h3 span')?.textContent)).toEqual([
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
    ]);
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    expect(days[0]).toHaveTextContent('Today');
    expect(days.slice(1).filter((day) => day.hasAttribute('aria-current'))).toEqual([]);
  });

  it('lists the games drawing each day, by draw time, ent games every day', async () => {
    renderSchedule();
    await screen.findAllByRole('button', { name: /Miền Bắc/ });
    expect(gamesOf('Wednesday')).toEqual(['Cần Thơ', 'Đà Nẵng', 'Miền Bắc', 'Turbo 1 minute']);
    expect(gamesOf('Saturday')).toEqual([
      'TP. Hồ Chí Minh',
      'Đà Nẵng',
      'Miền Bắc',
      'Turbo 1 minute',
    ]);
    expect(gamesOf('Sunday')).toEqual(['Miền Bắc', 'Turbo 1 minute']);
    expect(within(column('Wednesday')).getByRole('button', { name: /Turbo/ })).toHaveTextContent(
      'Every 1 min',
    );
  });

  it('shows the empty placeholder on a day without games, and when there are none', async () => {
    const { unmount } = renderSchedule([HCM]);
    await screen.findAllByRole('button', { name: /Hồ Chí Minh/ });
    expect(within(column('Wednesday')).getByText('No draws')).toBeInTheDocument();
    expect(gamesOf('Monday')).toEqual(['TP. Hồ Chí Minh']);
    unmount();
    renderSchedule([]);
    expect(await screen.findByText('No lottery games')).toBeInTheDocument();
  });

  it('selects a tapped game, highlights it in every column, and plays it', async () => {
    renderSchedule();
    await screen.findAllByRole('button', { name: /Miền Bắc/ });
    expect(screen.getByText('Pick a game to play it.')).toBeInTheDocument();
    fireEvent.click(within(column('Saturday')).getByRole('button', { name: /Đà Nẵng/ }));
    const pressed = screen.getAllByRole('button', { pressed: true, name: /Đà Nẵng/ });
    expect(pressed).toHaveLength(2);
    fireEvent.click(within(column('Sunday')).getByRole('button', { name: /Miền Bắc/ }));
    expect(screen.queryAllByRole('button', { pressed: true, name: /Đà Nẵng/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { pressed: true, name: /Miền Bắc/ })).toHaveLength(7);
    const panel = screen.getByRole('region', { name: 'Selected game' });
    expect(within(panel).getByRole('heading', { name: 'Miền Bắc' })).toBeInTheDocument();
    expect(within(panel).getByText('Draw at 18:15 GMT+7')).toBeInTheDocument();
    // A guest's Play Now opens the login dialog; a member's goes to the betting page.
    fireEvent.click(within(panel).getByRole('button', { name: 'Play now: Miền Bắc' }));
    expect(useModalStore.getState().flags.login).toBe(true);
    act(() => useSessionStore.getState().setSession({ userName: 'ana', type: 0 }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Play now: Miền Bắc' }));
    expect(screen.getByTestId('location').textContent).toMatch(
      /^\/launchGame\?playType=trad&gameId=1&.*pageBack=lottery$/,
    );
  });

  it("puts the member's favourites first, the most recently favourited first", async () => {
    lotteryFavourites.toggle('ana', TURBO.gameId);
    lotteryFavourites.toggle('ana', DANANG.gameId);
    lotteryFavourites.toggle('rui', NORTH.gameId);
    act(() => useSessionStore.getState().setSession({ userName: 'ana', type: 0 }));
    renderSchedule();
    await screen.findAllByRole('button', { name: /Miền Bắc/ });
    expect(gamesOf('Wednesday')).toEqual(['Đà Nẵng', 'Turbo 1 minute', 'Cần Thơ', 'Miền Bắc']);
    // Favouriting from the selected game moves it to the front of every day.
    fireEvent.click(within(column('Wednesday')).getByRole('button', { name: /Cần Thơ/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Cần Thơ' }));
    expect(gamesOf('Wednesday')).toEqual(['Cần Thơ', 'Đà Nẵng', 'Turbo 1 minute', 'Miền Bắc']);
  });

  it('names the days in Vietnamese', async () => {
    await i18n.loadLanguages(['vi']);
    await act(async () => {
      await i18n.changeLanguage('vi');
    });
    renderSchedule();
    await screen.findAllByRole('button', { name: /Miền Bắc/ });
    const today = columns('Lịch quay trong tuần')[0]!;
    expect(today.querySelector('h3')).toHaveTextContent(/thứ tư/i);
    expect(today).toHaveTextContent('Hôm nay');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
