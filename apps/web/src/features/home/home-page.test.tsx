import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { useSessionStore } from '../../lib/session-store.ts';
import { API } from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { HomePage } from './home-page.tsx';
import {
  errorResponse,
  makeAnnouncements,
  makeBanner,
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  tileName,
} from '../../test/api-stubs.tsx';

describe('HomePage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setSession(null);
  });

  it('shows the m_home banners, ticker, game menu, jackpot, hot games and footer', async () => {
    stubApi({
      [API.announcements]: makeAnnouncements({
        banners: [
          makeBanner(1),
          makeBanner(2),
          makeBanner(5, { groupName: 'm_rng', title: 'Slots banner' }),
        ],
      }),
      [API.hotGames]: { list: [makeGame({ gameId: 1, gameName: 'Dragon Pearl' })] },
    });
    renderWithProviders(<HomePage />, { path: '/home' });

    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).getByRole('group', { name: '1 de 2' })).toBeInTheDocument();
    expect(within(carousel).queryByAltText('Slots banner')).not.toBeInTheDocument();
    const ticker = screen.getByRole('region', { name: 'Anúncios' });
    expect(within(ticker).getAllByRole('button', { name: 'Announcement 1' })).toHaveLength(1);
    expect(
      await screen.findByRole('navigation', { name: 'Categorias de jogos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveTextContent('€');
    expect(await screen.findByRole('heading', { name: 'Jogos em destaque' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: tileName('Dragon Pearl') }),
    ).toBeInTheDocument();
    // Below the first screen: rendered in the tasks after it.
    expect(await screen.findByText(/© 2019-2025 Concha Play/)).toBeInTheDocument();
    expect(await screen.findByText('Maintenance window')).toBeInTheDocument();
  });

  it('asks for the announcements, hot games, menus and settings the spec names', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<HomePage />);
    await screen.findByRole('region', { name: 'Banners' });
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    const announcements = urls.find((url) => url.pathname === API.announcements)!;
    expect(announcements.searchParams.get('types')).toBe('B,PL,PU');
    expect(announcements.searchParams.get('platform')).toBe('M');
    expect(announcements.searchParams.get('groupName')).toBe('m_home');
    expect(announcements.searchParams.get('language')).toBe('PT');
    const hot = urls.find((url) => url.pathname === API.hotGames)!;
    expect(hot.searchParams.get('isPlatform')).toBe('2');
    expect(hot.searchParams.get('platform')).toBe('html5');
    expect(urls.some((url) => url.pathname === API.gameMenus)).toBe(true);
    expect(urls.some((url) => url.pathname === API.consolidatedSettings)).toBe(true);
  });

  it("opens the login dialog on a guest's tap on a game card", async () => {
    stubApi({ [API.hotGames]: { list: [makeGame({ gameName: 'Dragon Pearl' })] } });
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: tileName('Dragon Pearl') }));
    expect(useModalStore.getState().flags.login).toBe(true);
  });

  it("takes a guest's tap on an announcement to the message list (announcements are open)", async () => {
    stubApi();
    renderWithProviders(
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/message" element={<h1>Mensagens</h1>} />
      </Routes>,
      { path: '/home' },
    );
    const ticker = await screen.findByRole('region', { name: 'Anúncios' });
    fireEvent.click(await within(ticker).findByRole('button', { name: 'Announcement 2' }));
    expect(await screen.findByRole('heading', { name: 'Mensagens' })).toBeInTheDocument();
    expect(useModalStore.getState().flags.login).toBe(false);
  });

  it("takes a member's tap on an announcement to the message list", async () => {
    stubApi();
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    renderWithProviders(
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/message" element={<h1>Mensagens</h1>} />
      </Routes>,
      { path: '/home' },
    );
    const ticker = await screen.findByRole('region', { name: 'Anúncios' });
    fireEvent.click(await within(ticker).findByRole('button', { name: 'Announcement 1' }));
    expect(await screen.findByRole('heading', { name: 'Mensagens' })).toBeInTheDocument();
    expect(useModalStore.getState().flags.login).toBe(false);
  });

  it('shows an empty state when there are no hot games', async () => {
    stubApi({ [API.hotGames]: { list: [] } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Ainda não há jogos em destaque.')).toBeInTheDocument();
  });

  it('shows an error with a retry button that loads the games again', async () => {
    let calls = 0;
    stubApi({
      [API.hotGames]: () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500)
          : okResponse({ list: [makeGame({ gameName: 'Second Try' })] });
      },
    });
    renderWithProviders(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os jogos em destaque.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: tileName('Second Try') })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the current content on screen while another language loads', async () => {
    stubApi({
      [API.hotGames]: (url: URL) =>
        url.searchParams.get('language') === 'EN'
          ? new Promise<Response>(() => {})
          : okResponse({ list: [makeGame({ gameName: 'Dragon Pearl' })] }),
    });
    renderWithProviders(<HomePage />);
    await screen.findByRole('button', { name: tileName('Dragon Pearl') });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tileName('Dragon Pearl') })).toBeInTheDocument();
  });

  it('keeps skeletons in place of the banner and games while loading', () => {
    stubApi({
      [API.announcements]: () => new Promise<Response>(() => {}),
      [API.hotGames]: () => new Promise<Response>(() => {}),
    });
    const { container } = renderWithProviders(<HomePage />);
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Anúncios' })).toHaveAttribute('aria-busy', 'true');
  });
});
