import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { API } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useLoadingStore } from '../../lib/loading-store.ts';
import { useAccountUiStore } from '../accounts/lib/account-ui-store.ts';
import { AccountToast } from '../accounts/components/account-toast.tsx';
import { HomePage } from '../home/home-page.tsx';
import {
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  tileName,
} from '../../test/api-stubs.tsx';
import type { ApiStubs } from '../../test/api-stubs.tsx';
import { leaveSite } from './leave-site.ts';

vi.mock('./leave-site.ts', () => ({ leaveSite: vi.fn() }));

function GamePage() {
  const location = useLocation();
  return <h1>Game {location.pathname + location.search}</h1>;
}

function renderHome() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/game/bgs/:gameId" element={<GamePage />} />
        <Route path="/launchGame" element={<GamePage />} />
      </Routes>
      <AccountToast />
    </>,
    { path: '/home' },
  );
}

const failure = (status: number, errorCode: string, message: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('tapping a game tile (useLaunchGame on home)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
    useAccountUiStore.setState({ toast: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setSession(null);
  });

  const slot = makeGame({ gameId: 1001, nodeId: '101001', vendorCode: 'BGS', gameName: 'Neon' });
  const stubs = (launch: (url: URL) => Response): ApiStubs =>
    ({
      [API.hotGames]: { list: [slot] },
      [API.gameLaunch]: launch,
    }) as ApiStubs;

  it('launches a BGS slot through the launcher and opens the page it answers', async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    const fetchMock = stubApi(
      stubs(() =>
        okResponse({ url: '/m/game/bgs/1001', freePlay: false, gameId: 1001, vendor: 'BGS' }),
      ),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    expect(await screen.findByRole('heading', { name: 'Game /game/bgs/1001' })).toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls.find(
      ([input]) => new URL(String(input), 'http://x').pathname === API.gameLaunch,
    )! as unknown as [string, RequestInit];
    // A POST with a JSON body (it records the recent game), never a GET another site could fire.
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      gameCategory: 'RNG',
      vendor: 'BGS',
      gameId: 1001,
      nodeId: '101001',
      freePlay: false,
    });
    expect(Object.fromEntries(new URL(input, 'http://x').searchParams)).toEqual({
      language: 'PT',
    });
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it("shows the server's game.vendor.unavailable message as a toast and stays home", async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    stubApi(
      stubs(() =>
        failure(503, 'game.vendor.unavailable', 'Este fornecedor de jogos não está disponível'),
      ),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Este fornecedor de jogos não está disponível',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Jogos em destaque' })).toBeInTheDocument();
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('shows the real-account message a trial account gets', async () => {
    useSessionStore.getState().setSession({ userName: 'trial1', type: 4 });
    stubApi(
      stubs(() => failure(403, 'trial.forbidden', 'Entre em uma conta real para usar esta função')),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    await waitFor(() =>
      expect(useAccountUiStore.getState().toast?.message).toBe(
        'Entre em uma conta real para usar esta função',
      ),
    );
  });

  it('says No Internet when the launch cannot reach the server', async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    stubApi(
      stubs(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    await waitFor(() =>
      expect(useAccountUiStore.getState().toast?.message).toBe(i18n.t('network.offline')),
    );
  });

  it('refuses a launcher answer that is not a page of ours nor an http(s) link', async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    stubApi(
      stubs(() =>
        okResponse({ url: 'javascript:alert(1)', freePlay: false, gameId: 1, vendor: 'X' }),
      ),
    );
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    await waitFor(() =>
      expect(useAccountUiStore.getState().toast?.message).toBe(i18n.t('launch.failed')),
    );
  });

  it("leaves for an outside vendor's page as the launcher answers it (a tile adds no fragment)", async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    const page = 'https://provider.example/play/SLX_1?s=abc';
    stubApi({
      [API.hotGames]: { list: [makeGame({ gameId: 2001, vendorCode: 'SLX', gameName: 'Sol' })] },
      [API.gameLaunch]: () =>
        okResponse({ url: page, freePlay: false, gameId: 2001, vendor: 'SLX' }),
    });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Sol') }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(page));
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('sends a lottery tile to the lottery launch without calling the launcher', async () => {
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    const lottery = makeGame({
      gameId: 11001,
      gameType: 'LOTT',
      gameName: 'Lotto 5',
      vendorCode: 'LTN',
    });
    const fetchMock = stubApi({ [API.hotGames]: { list: [lottery] } });
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Lotto 5') }));
    expect(
      await screen.findByRole('heading', { name: /^Game \/launchGame\?/ }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.gameLaunch))).toBe(
      false,
    );
  });

  it('opens the login dialog for a guest and calls nothing', async () => {
    const fetchMock = stubApi(stubs(() => okResponse({})));
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: tileName('Neon') }));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.gameLaunch))).toBe(
      false,
    );
  });
});
