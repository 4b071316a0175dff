import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOTTERY_API, TIMING, menuRefreshDelay } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { createTestQueryClient, okResponse, stubApi } from '../../test/api-stubs.tsx';
import {
  FIXED_NOW,
  lotteryStubs,
  makeLotteryGame,
  makeMenu,
  makeMenuGroup,
} from './lottery-fixtures.ts';
import {
  VIETNAM_RECENT_COUNT,
  lotteryMenuQuery,
  menuGames,
  useLotteryMenu,
  useVietnamRecent,
} from './lottery-queries.ts';
import { resetServerClock, serverClockOffset } from './use-server-clock.ts';

function wrapper() {
  const client = createTestQueryClient();
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

describe('lottery queries', () => {
  beforeEach(async () => {
    resetServerClock();
    await i18n.changeLanguage('pt');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetServerClock();
  });

  it('reads the menu (device MOBILE, language) through its schema and moves the server clock', async () => {
    const game = makeLotteryGame();
    const fetchMock = stubApi(
      lotteryStubs({
        [LOTTERY_API.menu]: makeMenu([makeMenuGroup('vietnam_north', [game])], Date.now() + 42_000),
      }),
    );
    const { result } = renderHook(() => useLotteryMenu(), wrapper());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.groups[0]?.gameMenus[0]?.gameId).toBe(game.gameId);
    // The answer carries the phone's time it arrived: countdowns count from there.
    expect(Math.abs(result.current.data!.receivedAt - Date.now())).toBeLessThan(1_000);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe(LOTTERY_API.menu);
    expect(url.searchParams.get('device')).toBe('MOBILE');
    expect(url.searchParams.get('language')).toBe('PT');
    expect(Math.abs(serverClockOffset() - 42_000)).toBeLessThan(1_000);
  });

  it('refuses an answer that is not a lottery menu', async () => {
    stubApi(lotteryStubs({ [LOTTERY_API.menu]: { serverTime: 1, groups: [{ tag: 'x' }] } }));
    const { result } = renderHook(() => useLotteryMenu(), wrapper());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(serverClockOffset()).toBe(0);
  });

  it('refetches the menu after the spec delay of its open games', () => {
    const menu = makeMenu([
      makeMenuGroup('a', [makeLotteryGame({ gameId: 1, remainTime: 12_000 })]),
      makeMenuGroup('b', [
        makeLotteryGame({ gameId: 2, remainTime: 4_000, isSale: false }),
        makeLotteryGame({ gameId: 3, remainTime: 90_000 }),
      ]),
    ]);
    const options = lotteryMenuQuery('PT');
    const interval = options.refetchInterval as (query: { state: { data: unknown } }) => number;
    expect(interval({ state: { data: menu } })).toBe(12_000);
    expect(interval({ state: { data: menu } })).toBe(menuRefreshDelay(menuGames(menu)));
    expect(interval({ state: { data: makeMenu([]) } })).toBe(TIMING.lotteryMenuRefreshIdleMs);
    expect(interval({ state: { data: undefined } })).toBe(TIMING.lotteryMenuRefreshIdleMs);
  });

  it('lists a game of two groups once', () => {
    const game = makeLotteryGame({ gameId: 5 });
    const menu = makeMenu([makeMenuGroup('a', [game]), makeMenuGroup('b', [game])]);
    expect(menuGames(menu).map((entry) => entry.gameId)).toEqual([5]);
  });

  it('asks the recent Vietnam lottery with the spec query, in Vietnamese when chosen', async () => {
    await i18n.loadLanguages(['vi']);
    await i18n.changeLanguage('vi');
    const fetchMock = stubApi(
      lotteryStubs({
        [LOTTERY_API.vietnamRecent]: (url: URL) => {
          void url;
          return okResponse({ serverTime: FIXED_NOW, games: {} });
        },
      }),
    );
    const { result } = renderHook(() => useVietnamRecent(), wrapper());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      device: 'MOBILE',
      recentCount: String(VIETNAM_RECENT_COUNT),
      prizeMode: 'Lott',
      language: 'VI',
    });
    await i18n.changeLanguage('pt');
  });
});
