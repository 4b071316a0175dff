import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  API,
  HOME_WIDGETS_API,
  type GameType,
  type GameVendors,
  type VendorEntry,
} from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  errorResponse,
  makeAnnouncements,
  makeBanner,
  merchantSettings,
  okResponse,
  renderWithProviders,
  stubApi,
  type ApiStubs,
} from '../../../test/api-stubs.tsx';
import { GameCentrePage } from './game-centre-page.tsx';

function vendor(
  gameCategory: GameType,
  vassalage: string,
  displayName: string,
  gameCount = 20,
): VendorEntry {
  return {
    gameCategory,
    vassalage,
    displayName,
    vendorNames: [{ accountTypeName: vassalage }],
    gameCount,
  };
}

/** The seeded merchant's sorting list, e-sports already split out of SPORTS by the server. */
const SORTING: GameVendors = {
  sorting: [
    {
      gameCategory: 'RNG',
      vendors: [
        vendor('RNG', 'BGS', 'BGS Originals', 60),
        vendor('RNG', 'SLX', 'Solarix Slots', 110),
        vendor('RNG', 'AUR', 'Aurora Reels', 80),
      ],
    },
    {
      gameCategory: 'LIVE',
      vendors: [vendor('LIVE', 'VLV', 'Velvet Live', 36), vendor('LIVE', 'CRW', 'Crown Table')],
    },
    { gameCategory: 'SPORTS', vendors: [vendor('SPORTS', 'KCK', 'Kickline Sports', 42)] },
    {
      gameCategory: 'ESPORTS',
      vendors: [
        vendor('ESPORTS', 'NXA', 'Nexa Arena', 20),
        vendor('ESPORTS', 'IA', 'IA Esports', 1),
      ],
    },
  ],
};

/** The vendor tiles' names, in order (each link's first text; its game count follows). */
async function vendorLinks(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /^Fornecedores/ });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.firstElementChild?.textContent ?? '');
}

describe('GameCentrePage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setSession(null);
  });

  it('lists only the ESPORTS vendors on /esports, each linking to its game list', async () => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });

    expect(
      await screen.findByRole('heading', { name: 'Fornecedores de e-sports' }),
    ).toBeInTheDocument();
    expect(await vendorLinks()).toEqual(['Nexa Arena', 'IA Esports']);
    expect(screen.queryByRole('link', { name: /^Kickline Sports/ })).not.toBeInTheDocument();

    const nexa = screen.getByRole('link', { name: /^Nexa Arena\s*20 jogos$/ });
    expect(nexa).toHaveAttribute('href', '/gameList?gameType=ESPORTS&vassalage=NXA');
    expect(screen.getByRole('link', { name: /^IA Esports\s*1 jogo$/ })).toBeInTheDocument();
  });

  it('lists only BGS on /gameCenter?gameType=RNG', async () => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path: '/gameCenter?gameType=RNG' });

    expect(await vendorLinks()).toEqual(['BGS Originals']);
    expect(screen.getByRole('link', { name: /^BGS Originals/ })).toHaveAttribute(
      'href',
      '/gameList?gameType=RNG&vassalage=BGS',
    );
    expect(screen.getByRole('heading', { name: 'Fornecedores de slots' })).toBeInTheDocument();
  });

  it('takes the category from gameType on /gameCenter', async () => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path: '/gameCenter?gameType=live' });
    expect(await vendorLinks()).toEqual(['Velvet Live', 'Crown Table']);
  });

  it.each(['/gameCenter', '/gameCenter?gameType=POKER'])('shows SPORTS on %s', async (path) => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path });
    expect(await vendorLinks()).toEqual(['Kickline Sports']);
    expect(screen.getByRole('link', { name: /^Kickline Sports/ })).toHaveAttribute(
      'href',
      '/gameList?gameType=SPORTS&vassalage=KCK',
    );
  });

  it('leads a tap on a vendor tile to the vendor game list', async () => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(
      <Routes>
        <Route path="/esports" element={<GameCentrePage />} />
        <Route path="/gameList" element={<h1>Lista do fornecedor</h1>} />
      </Routes>,
      { path: '/esports' },
    );
    fireEvent.click(await screen.findByRole('link', { name: /^Nexa Arena/ }));
    expect(await screen.findByRole('heading', { name: 'Lista do fornecedor' })).toBeInTheDocument();
  });

  it("shows each e-sports vendor's live and upcoming matches in its tile's name", async () => {
    const fetchMock = stubApi({
      [API.gameVendors]: SORTING,
      [HOME_WIDGETS_API.esportsMatches]: {
        vendors: { NXA: { live: 3, upcoming: 8 }, IA: { live: 0, upcoming: 2 } },
      },
    } as ApiStubs);
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    expect(
      await screen.findByRole('link', { name: /^Nexa Arena\s*20 jogos\s*3 ao vivo · 8 em breve$/ }),
    ).toHaveAttribute('href', '/gameList?gameType=ESPORTS&vassalage=NXA');
    expect(
      screen.getByRole('link', { name: /^IA Esports\s*1 jogo\s*0 ao vivo · 2 em breve$/ }),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://x').pathname === HOME_WIDGETS_API.esportsMatches,
    );
    expect(asked.length).toBeGreaterThan(0);
  });

  it('shows no match figures while the provider is away, nor outside the e-sports centre', async () => {
    const fetchMock = stubApi({
      [API.gameVendors]: SORTING,
      [HOME_WIDGETS_API.esportsMatches]: { vendors: null },
    } as ApiStubs);
    const esports = renderWithProviders(<GameCentrePage />, { path: '/esports' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            new URL(String(input), 'http://x').pathname === HOME_WIDGETS_API.esportsMatches,
        ),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('link', { name: /^Nexa Arena\s*20 jogos$/ }),
    ).toBeInTheDocument();
    esports.unmount();

    const sportsFetch = stubApi({
      [API.gameVendors]: SORTING,
      [HOME_WIDGETS_API.esportsMatches]: { vendors: { KCK: { live: 1, upcoming: 1 } } },
    } as ApiStubs);
    renderWithProviders(<GameCentrePage />, { path: '/gameCenter?gameType=SPORTS' });
    expect(
      await screen.findByRole('link', { name: /^Kickline Sports\s*42 jogos$/ }),
    ).toBeInTheDocument();
    expect(
      sportsFetch.mock.calls.some(
        ([input]) =>
          new URL(String(input), 'http://x').pathname === HOME_WIDGETS_API.esportsMatches,
      ),
    ).toBe(false);
  });

  it('says the match figures in English and Vietnamese', async () => {
    stubApi({
      [API.gameVendors]: SORTING,
      [HOME_WIDGETS_API.esportsMatches]: { vendors: { NXA: { live: 3, upcoming: 8 } } },
    } as ApiStubs);
    await i18n.changeLanguage('en');
    const en = renderWithProviders(<GameCentrePage />, { path: '/esports' });
    expect(await screen.findByText('3 live · 8 upcoming')).toBeInTheDocument();
    en.unmount();
    await i18n.changeLanguage('vi');
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    expect(await screen.findByText('3 đang diễn ra · 8 sắp diễn ra')).toBeInTheDocument();
  });

  it("shows the jackpot with the merchant's currency symbol and 2 decimals", async () => {
    stubApi({
      [API.gameVendors]: SORTING,
      [API.consolidatedSettings]: { ...merchantSettings, currency: { code: 'BRL', symbol: 'R$' } },
      [HOME_WIDGETS_API.jackpot]: { poolCents: 12_345_678 },
    } as ApiStubs);
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    const jackpot = screen.getByRole('region', { name: 'Jackpot' });
    await waitFor(() => expect(jackpot).toHaveTextContent('R$'));
    await waitFor(() =>
      expect(within(jackpot).getByTestId('jackpot-amount')).toHaveTextContent('123.456,78'),
    );
  });

  it("asks for the category's banner group and shows only its banners", async () => {
    const fetchMock = stubApi({
      [API.gameVendors]: SORTING,
      [API.announcements]: makeAnnouncements({
        banners: [
          makeBanner(1, { groupName: 'm_esports', title: 'Esports cup' }),
          makeBanner(2, { groupName: 'm_home', title: 'Home banner' }),
        ],
      }),
    });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });

    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).getByAltText('Esports cup')).toBeInTheDocument();
    expect(within(carousel).queryByAltText('Home banner')).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    const asked = urls.filter((url) => url.pathname === API.announcements);
    expect(asked.map((url) => url.searchParams.get('groupName'))).toEqual(['m_esports']);
    expect(asked[0]!.searchParams.get('types')).toBe('B,PL,PU');
  });

  it('shows no carousel when the group has no banners', async () => {
    stubApi({
      [API.gameVendors]: SORTING,
      [API.announcements]: makeAnnouncements({ banners: [] }),
    });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    await screen.findByRole('region', { name: 'Anúncios' });
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
  });

  it("opens the login dialog on a guest's tap on an announcement", async () => {
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    const ticker = await screen.findByRole('region', { name: 'Anúncios' });
    fireEvent.click(await within(ticker).findByRole('button', { name: 'Announcement 1' }));
    expect(useModalStore.getState().flags.login).toBe(true);
  });

  it("takes a member's tap on an announcement to the message list", async () => {
    stubApi({ [API.gameVendors]: SORTING });
    useSessionStore.getState().setSession({ userName: 'maria', type: 0 });
    renderWithProviders(
      <Routes>
        <Route path="/esports" element={<GameCentrePage />} />
        <Route path="/message" element={<h1>Mensagens</h1>} />
      </Routes>,
      { path: '/esports' },
    );
    const ticker = await screen.findByRole('region', { name: 'Anúncios' });
    fireEvent.click(await within(ticker).findByRole('button', { name: 'Announcement 1' }));
    expect(await screen.findByRole('heading', { name: 'Mensagens' })).toBeInTheDocument();
    expect(useModalStore.getState().flags.login).toBe(false);
  });

  it('shows a loading state, then the empty view when the category has no vendors', async () => {
    stubApi({
      [API.gameVendors]: { sorting: SORTING.sorting.filter((c) => c.gameCategory !== 'ESPORTS') },
    });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    expect(screen.getByRole('status', { name: 'Carregando os fornecedores…' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ainda não há fornecedores nesta categoria.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the vendors again', async () => {
    let calls = 0;
    stubApi({
      [API.gameVendors]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500) : okResponse(SORTING);
      },
    });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os fornecedores.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('link', { name: /^Nexa Arena/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({ [API.gameVendors]: SORTING });
    renderWithProviders(<GameCentrePage />, { path: '/esports' });
    expect(await screen.findByRole('heading', { name: 'E-sports providers' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /^Nexa Arena\s*20 games$/ }),
    ).toBeInTheDocument();
  });
});
