import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, HOME_WIDGETS_API, LIVE_API, LOTTERY_API, TRIAL_TYPE } from '@app/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { envelope } from '../test/fixtures.ts';
import {
  type ApiStubs,
  createTestQueryClient,
  okResponse,
  renderWithProviders,
  stubApi,
} from '../test/api-stubs.tsx';
import { settleQueries } from '../test/settle.ts';
import {
  calls,
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
} from '../features/member/test-utils.tsx';
import { memberKeys } from '../features/member/api/member-queries.ts';
import { signOut } from '../lib/session-store.ts';
import { LIVE_STALE_MS, useLiveStore } from '../lib/live-status.ts';
import { JACKPOT_REFRESH_MS, useJackpot } from '../components/promo/use-jackpot.ts';
import {
  useLotteryDraws,
  useLotteryMenu,
  useLotteryNumero,
} from '../components/lottery/lottery-queries.ts';
import {
  FIXED_NOW,
  lotteryStubs,
  makeArchivedDraw,
  makeLotteryGame,
  makeMenu,
  makeMenuGroup,
} from '../components/lottery/lottery-fixtures.ts';
import { startLiveEvents } from './live-events.ts';

vi.mock('../features/home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

/** The browser's EventSource as the tests drive it: the test plays the server's frames. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** A frame from the server: `event: <name>` and `data: <JSON>`. */
  send(event: string, data: unknown = {}) {
    if (event === 'ready') this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(
        new MessageEvent(event, { data: typeof data === 'string' ? data : JSON.stringify(data) }),
      );
    });
  }

  /** The connection drops: the browser reconnects by itself, unless it gave up (`fatal`). */
  drop(fatal = false) {
    this.readyState = fatal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => {
      this.dispatchEvent(new Event('error'));
    });
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

/** The open streams at a path (the last one opened first). */
function streams(path: string): FakeEventSource[] {
  return FakeEventSource.instances.filter((source) => source.url === path && !source.closed);
}

async function openStream(path: string): Promise<FakeEventSource> {
  let stream: FakeEventSource | undefined;
  await waitFor(() => {
    stream = streams(path).at(-1);
    expect(stream).toBeDefined();
  });
  return stream!;
}

function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string, gameId?: number) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(
      (url) =>
        url.pathname === path &&
        (gameId === undefined || url.searchParams.get('gameId') === String(gameId)),
    ).length;
}

/**
 * The member stream's `ready`, and the refresh of the balance it starts (what changed before
 * the stream was subscribed went unsaid), settled.
 */
async function memberReady(
  stream: FakeEventSource,
  fetchMock: ReturnType<typeof renderMemberApp>['fetchMock'],
  client: QueryClient,
) {
  const before = calls(fetchMock, 'GET', API.walletBalance).length;
  stream.send('ready');
  await waitFor(() =>
    expect(calls(fetchMock, 'GET', API.walletBalance).length).toBeGreaterThan(before),
  );
  await settleQueries(client);
}

function observerOptions(client: QueryClient, queryKey: QueryKey) {
  return client.getQueryCache().find({ queryKey, exact: true })?.observers[0]?.options;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
  Reflect.deleteProperty(document, 'visibilityState');
  useLiveStore.setState({ public: false, member: false });
});

describe('live events in the app', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('opens the public stream for a guest, and the member stream only once someone signs in', async () => {
    renderMemberApp('/m/home');
    await screen.findByText('home screen');
    await openStream(LIVE_API.public);
    expect(streams(LIVE_API.member)).toHaveLength(0);

    act(() => storeSession());
    await openStream(LIVE_API.member);
    expect(streams(LIVE_API.public)).toHaveLength(1);
  });

  it('a balance event asks for the balance again, and the header shows the new figure', async () => {
    storeSession();
    let sumBalance = 123_456;
    const { fetchMock, client } = renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`GET ${API.walletBalance}`]: () => envelope({ sumBalance, bonusBalance: 0 }),
      },
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 1.234,56')).toBeVisible();
    const member = await openStream(LIVE_API.member);
    await memberReady(member, fetchMock, client);
    const before = calls(fetchMock, 'GET', API.walletBalance).length;

    sumBalance = 654_321;
    member.send('balance');
    expect(await within(header).findByText('R$ 6.543,21')).toBeVisible();
    expect(calls(fetchMock, 'GET', API.walletBalance)).toHaveLength(before + 1);
  });

  it('an inbox event asks for the unread counts again', async () => {
    storeSession();
    const { fetchMock, client } = renderMemberApp('/m/home');
    await screen.findByText('home screen');
    const member = await openStream(LIVE_API.member);
    await memberReady(member, fetchMock, client);
    const unread = calls(fetchMock, 'GET', API.unreadCounts).length;
    const balance = calls(fetchMock, 'GET', API.walletBalance).length;

    member.send('inbox');
    await waitFor(() => expect(calls(fetchMock, 'GET', API.unreadCounts)).toHaveLength(unread + 1));
    await settleQueries(client);
    expect(calls(fetchMock, 'GET', API.walletBalance)).toHaveLength(balance);
  });

  it('ready trusts the balance and unread counts until an event; an error brings the short stale times back', async () => {
    storeSession();
    const { client } = renderMemberApp('/m/home');
    await screen.findByText('home screen');
    const member = await openStream(LIVE_API.member);
    await waitFor(() => expect(observerOptions(client, memberKeys.balance('demo'))).toBeDefined());
    expect(observerOptions(client, memberKeys.balance('demo'))?.staleTime).toBe(30_000);
    expect(observerOptions(client, memberKeys.unread('demo'))?.staleTime).toBe(60_000);

    member.send('ready');
    expect(useLiveStore.getState().member).toBe(true);
    await waitFor(() =>
      expect(observerOptions(client, memberKeys.balance('demo'))?.staleTime).toBe(LIVE_STALE_MS),
    );
    expect(observerOptions(client, memberKeys.unread('demo'))?.staleTime).toBe(LIVE_STALE_MS);

    member.drop();
    expect(useLiveStore.getState().member).toBe(false);
    await waitFor(() =>
      expect(observerOptions(client, memberKeys.balance('demo'))?.staleTime).toBe(30_000),
    );
    expect(observerOptions(client, memberKeys.unread('demo'))?.staleTime).toBe(60_000);
  });

  it('signing out closes the member stream; another member gets a stream of their own', async () => {
    storeSession();
    renderMemberApp('/m/home');
    await screen.findByText('home screen');
    const first = await openStream(LIVE_API.member);
    first.send('ready');
    expect(useLiveStore.getState().member).toBe(true);

    act(() => signOut());
    expect(first.closed).toBe(true);
    expect(useLiveStore.getState().member).toBe(false);
    expect(streams(LIVE_API.public)).toHaveLength(1);

    act(() => storeSession({ userName: 'other', type: 0 }));
    const second = await openStream(LIVE_API.member);
    expect(second).not.toBe(first);
  });

  it('a trial session listens for its balance; its unread counts stay off', async () => {
    storeSession({ userName: 'trial_1', type: TRIAL_TYPE, isTrial: true });
    const { fetchMock, client } = renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ userName: 'trial_1', type: TRIAL_TYPE })),
    });
    await screen.findByText('home screen');
    const member = await openStream(LIVE_API.member);
    await memberReady(member, fetchMock, client);
    const balance = calls(fetchMock, 'GET', API.walletBalance).length;

    member.send('inbox');
    member.send('balance');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', API.walletBalance)).toHaveLength(balance + 1),
    );
    await settleQueries(client);
    expect(calls(fetchMock, 'GET', API.unreadCounts)).toHaveLength(0);
  });

  it('a hidden page closes both streams and opens them again when shown', async () => {
    storeSession();
    renderMemberApp('/m/home');
    await screen.findByText('home screen');
    const member = await openStream(LIVE_API.member);
    const everyone = await openStream(LIVE_API.public);
    everyone.send('ready');

    setVisibility('hidden');
    expect(member.closed && everyone.closed).toBe(true);
    expect(useLiveStore.getState().public).toBe(false);

    setVisibility('visible');
    expect(streams(LIVE_API.member)).toHaveLength(1);
    expect(streams(LIVE_API.public)).toHaveLength(1);
  });
});

function JackpotProbe() {
  useJackpot();
  return null;
}

/** One game's open draw: its numero answer. */
function numeroOf(gameId: number) {
  const game = makeLotteryGame({ gameId });
  return { serverTime: FIXED_NOW, game, prizeMode: game.prizeMode, recent: [] };
}

function DrawProbe() {
  useLotteryMenu();
  useLotteryNumero(7);
  useLotteryNumero(8);
  useLotteryDraws(7);
  return null;
}

function stubLotteryApi({ openGames = true } = {}) {
  return stubApi(
    lotteryStubs(
      {
        [LOTTERY_API.menu]: makeMenu([
          makeMenuGroup('vietnam_north', openGames ? [makeLotteryGame({ gameId: 7 })] : []),
        ]),
        [LOTTERY_API.numero]: (url: URL) =>
          okResponse(numeroOf(Number(url.searchParams.get('gameId')))),
        [LOTTERY_API.draws]: {
          content: [makeArchivedDraw({ gameId: 7 })],
          totalPages: 1,
          pageNo: 1,
        },
      },
      { [HOME_WIDGETS_API.jackpot]: { poolCents: 500_000 } } as ApiStubs,
    ),
  );
}

describe('the public stream', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => stop());

  it('ready puts the jackpot and lottery polls on the slow safety net; an error brings them back at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // No game on sale: the menu asks every 7 s (spec 4's idle refresh).
    const fetchMock = stubLotteryApi({ openGames: false });
    const client = createTestQueryClient();
    renderWithProviders(
      <>
        <JackpotProbe />
        <DrawProbe />
      </>,
      { client },
    );
    stop = startLiveEvents(client);
    await settleQueries(client);
    const everyone = streams(LIVE_API.public)[0]!;
    everyone.send('ready');
    // Ready asks once for what the stream covers: events before it were missed.
    await waitFor(() => expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(2));
    await settleQueries(client);
    const jackpot = callsTo(fetchMock, HOME_WIDGETS_API.jackpot);
    const menu = callsTo(fetchMock, LOTTERY_API.menu);

    await act(() => vi.advanceTimersByTimeAsync(3 * JACKPOT_REFRESH_MS));
    await settleQueries(client);
    expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(jackpot);
    expect(callsTo(fetchMock, LOTTERY_API.menu)).toBe(menu);

    everyone.drop();
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS));
    await waitFor(() => expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(jackpot + 1));
    await act(() => vi.advanceTimersByTimeAsync(7_000 - JACKPOT_REFRESH_MS));
    await waitFor(() => expect(callsTo(fetchMock, LOTTERY_API.menu)).toBe(menu + 1));
  });

  it('a jackpot event asks for the pool again', async () => {
    const fetchMock = stubLotteryApi();
    const client = createTestQueryClient();
    renderWithProviders(<JackpotProbe />, { client });
    stop = startLiveEvents(client);
    await settleQueries(client);
    expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(1);

    streams(LIVE_API.public)[0]!.send('jackpot');
    await waitFor(() => expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(2));
  });

  it("a draw event asks again for that game's draw and the game lists; a result for its archive too", async () => {
    const fetchMock = stubLotteryApi();
    const client = createTestQueryClient();
    renderWithProviders(<DrawProbe />, { client });
    stop = startLiveEvents(client);
    await settleQueries(client);
    const count = () => ({
      menu: callsTo(fetchMock, LOTTERY_API.menu),
      seven: callsTo(fetchMock, LOTTERY_API.numero, 7),
      eight: callsTo(fetchMock, LOTTERY_API.numero, 8),
      archive: callsTo(fetchMock, LOTTERY_API.draws, 7),
    });
    expect(count()).toEqual({ menu: 1, seven: 1, eight: 1, archive: 1 });
    const everyone = streams(LIVE_API.public)[0]!;

    everyone.send('draw', { gameId: 7, numero: '20260107', state: 'locked' });
    await waitFor(() => expect(count()).toEqual({ menu: 2, seven: 2, eight: 1, archive: 1 }));

    everyone.send('draw', { gameId: 7, numero: '20260107', state: 'drawn' });
    await waitFor(() => expect(count()).toEqual({ menu: 3, seven: 3, eight: 1, archive: 2 }));

    // One it cannot read still says a draw changed: every draw query asks again.
    everyone.send('draw', 'not json');
    await waitFor(() => expect(count()).toEqual({ menu: 4, seven: 4, eight: 2, archive: 3 }));
  });

  it('a burst of events is one request per query', async () => {
    const fetchMock = stubLotteryApi();
    const client = createTestQueryClient();
    renderWithProviders(<DrawProbe />, { client });
    stop = startLiveEvents(client);
    await settleQueries(client);
    const everyone = streams(LIVE_API.public)[0]!;

    everyone.send('draw', { gameId: 7, numero: '20260107', state: 'locked' });
    everyone.send('draw', { gameId: 8, numero: '20260107', state: 'locked' });
    await waitFor(() => expect(callsTo(fetchMock, LOTTERY_API.numero, 8)).toBe(2));
    await settleQueries(client);
    expect(callsTo(fetchMock, LOTTERY_API.menu)).toBe(2);
    expect(callsTo(fetchMock, LOTTERY_API.numero, 7)).toBe(2);
  });

  it('a stream the browser gave up on is opened again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLotteryApi();
    const client = createTestQueryClient();
    stop = startLiveEvents(client);
    const first = streams(LIVE_API.public)[0]!;
    first.send('ready');
    first.drop(true);
    expect(useLiveStore.getState().public).toBe(false);
    expect(streams(LIVE_API.public)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(streams(LIVE_API.public)).toHaveLength(1);
  });
});

describe('without EventSource', () => {
  it('opens nothing, and the jackpot polls as it always did', async () => {
    expect(typeof EventSource).toBe('undefined');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubLotteryApi();
    const client = createTestQueryClient();
    renderWithProviders(<JackpotProbe />, { client });
    const stop = startLiveEvents(client);
    await settleQueries(client);
    expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS));
    await waitFor(() => expect(callsTo(fetchMock, HOME_WIDGETS_API.jackpot)).toBe(2));
    expect(useLiveStore.getState()).toEqual({ public: false, member: false });
    stop();
  });

  it('the signed-in app keeps its usual stale times', async () => {
    storeSession();
    const { client } = renderMemberApp('/m/home');
    await screen.findByText('home screen');
    await waitFor(() => expect(observerOptions(client, memberKeys.balance('demo'))).toBeDefined());
    await settleQueries(client);
    expect(observerOptions(client, memberKeys.balance('demo'))?.staleTime).toBe(30_000);
    expect(observerOptions(client, memberKeys.unread('demo'))?.staleTime).toBe(60_000);
    expect(useLiveStore.getState()).toEqual({ public: false, member: false });
  });
});
