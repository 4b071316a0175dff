import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  API,
  HOME_WIDGETS_API,
  type HotMatch,
  type HotMatches,
  type News,
  type Winners,
} from '@app/contracts';
import { i18n } from '../../i18n/index.ts';
import {
  errorResponse,
  makeGame,
  okResponse,
  renderWithProviders,
  stubApi,
  type ApiStubs,
} from '../../test/api-stubs.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import en from './i18n/en.json';
import pt from './i18n/pt.json';
import mainEn from '../../i18n/locales/en.json';
import HomeWidgetsGroup from './home-widgets.tsx';
import { HotMatchWidget } from './components/hot-match-widget.tsx';
import { HotNewsWidget } from './components/hot-news-widget.tsx';
import { WinnerBoardWidget } from './components/winner-board-widget.tsx';
import { formatOdds, shortDateTime } from './lib/format.ts';
import { leaveSite } from '../launcher/leave-site.ts';

vi.mock('../launcher/leave-site.ts', () => ({ leaveSite: vi.fn() }));

const KICK_OFF = '2026-05-05T18:30:00.000Z';
const MATCHES: HotMatches = {
  serverTime: Date.parse('2026-05-05T12:00:00.000Z'),
  list: [
    {
      id: '1',
      league: 'Brasileirão Série A',
      homeTeam: 'Flamengo',
      awayTeam: 'Palmeiras',
      kickOffAt: KICK_OFF,
      odds: { home: 215, draw: 320, away: 305 },
      launch: null,
      fixtureId: null,
    },
    {
      id: '2',
      league: 'Liga Portugal',
      homeTeam: 'Benfica',
      awayTeam: 'FC Porto',
      kickOffAt: '2026-05-06T20:00:00.000Z',
      odds: { home: 240, draw: 310, away: 290 },
      launch: null,
      fixtureId: null,
    },
  ],
};
const NEWS: News = {
  list: [
    {
      id: '7',
      title: 'Semana de clássicos',
      summary: 'Odds reforçadas',
      content:
        '<p>Três <strong>clássicos</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      publishedAt: '2026-05-04T10:00:00.000Z',
      imageUrl: '/wps/lobby/news/art/7.svg',
    },
    {
      id: '6',
      title: 'Novas slots',
      summary: 's',
      content: '<p>Slots</p>',
      publishedAt: '2026-05-02T10:00:00.000Z',
      imageUrl: '/wps/lobby/news/art/6.svg',
    },
  ],
};
/** The provider's sportsbook title a featured match opens, and the match itself. */
const SPORTSBOOK = makeGame({
  gameId: 9001,
  nodeId: '109001',
  gameName: 'Basketball Live Odds',
  gameType: 'SPORTS',
  vendorCode: 'KCK',
  vassalage: 'KCK',
  supportPlay: 1,
  freeplay: 0,
});
const FEATURED: HotMatch = {
  id: 'fixture:fx-42',
  league: 'NBB',
  homeTeam: 'Franca',
  awayTeam: 'Minas',
  kickOffAt: KICK_OFF,
  odds: { home: 150, draw: null, away: 250 },
  launch: SPORTSBOOK,
  fixtureId: 'fx-42',
};
const PROVIDER_PAGE = 'https://provider.example/play/KCK_BASKETBALL_LIVE_ODDS?s=abc';
/** The launcher's answer for an outside game: the provider's page. */
const launchAnswer = () =>
  okResponse({ url: PROVIDER_PAGE, freePlay: false, gameId: 9001, vendor: 'KCK' });

const winner = (n: number, amountCents: number) => ({
  id: `slot:${n}`,
  gameName: `Lucky Lanterns ${n}`,
  gameType: 'RNG',
  account: `de***${n}`,
  amountCents,
  wonAt: '2026-05-05T11:00:00.000Z',
});
const WINNERS: Winners = {
  currency: { code: 'BRL', symbol: 'R$' },
  list: [winner(1, 1_234_567), winner(2, 50_000)],
};

const stubs = (overrides: ApiStubs = {}): ApiStubs => ({
  [HOME_WIDGETS_API.hotMatches as never]: MATCHES,
  [HOME_WIDGETS_API.news as never]: NEWS,
  [HOME_WIDGETS_API.winners as never]: WINNERS,
  ...overrides,
});
const failing = () => errorResponse();
/** A call that never answers: the widget stays in its loading state. */
const pending = () => new Promise<Response>(() => {});

function keys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('home widgets', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt');
    useSessionStore.getState().setSession(null);
    useModalStore.getState().closeAll();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(leaveSite).mockClear();
    useSessionStore.getState().setSession(null);
    useModalStore.getState().closeAll();
  });

  it('has the same text keys in PT and EN, none shadowing the entry texts', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    const entry = new Set(keys(mainEn));
    expect(keys(en).filter((key) => entry.has(key))).toEqual([]);
  });

  describe('hot match', () => {
    it('shows a placeholder while loading, then the cards with kick-off and odds', async () => {
      let answer: (response: Response) => void = () => {};
      stubApi(
        stubs({
          [HOME_WIDGETS_API.hotMatches as never]: () =>
            new Promise<Response>((resolve) => (answer = resolve)),
        }),
      );
      renderWithProviders(<HotMatchWidget />);
      const widget = screen.getByRole('region', { name: 'Partidas em destaque' });
      expect(within(widget).queryByRole('list')).toBeNull();
      answer(okResponse(MATCHES));
      const card = await within(widget).findByRole('button', { name: /Flamengo/ });
      expect(card).toHaveTextContent('Brasileirão Série A');
      // On the device's clock, DD/MM HH:mm; odds with two decimals in Brazilian digits.
      expect(card).toHaveTextContent(shortDateTime(KICK_OFF));
      expect(card).toHaveTextContent(/Casa\s*2,15/);
      expect(card).toHaveTextContent(/Empate\s*3,20/);
      expect(card).toHaveTextContent(/Fora\s*3,05/);
      expect(within(widget).getAllByRole('listitem')).toHaveLength(2);
    });

    it('asks in the site language', async () => {
      const fetchMock = stubApi(stubs());
      renderWithProviders(<HotMatchWidget />);
      await screen.findByRole('button', { name: /Benfica/ });
      const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
      expect(url.pathname).toBe(HOME_WIDGETS_API.hotMatches);
      expect(url.searchParams.get('language')).toBe('PT');
    });

    it('says when there is no match, and hides itself when the call fails', async () => {
      stubApi(stubs({ [HOME_WIDGETS_API.hotMatches as never]: { serverTime: 1, list: [] } }));
      const first = renderWithProviders(<HotMatchWidget />);
      expect(await screen.findByText('Sem partidas em destaque no momento')).toBeInTheDocument();
      first.unmount();
      const fetchMock = stubApi(stubs({ [HOME_WIDGETS_API.hotMatches as never]: failing }));
      const { container } = renderWithProviders(<HotMatchWidget />);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    });

    it('opens the login popup when a guest taps a match, never the match popup', async () => {
      stubApi(stubs());
      renderWithProviders(<HotMatchWidget />);
      fireEvent.click(await screen.findByRole('button', { name: /Flamengo/ }));
      expect(useModalStore.getState().flags.login).toBe(true);
      expect(useModalStore.getState().flags.hotMatchPopup).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens the hot match popup for a member; bet now goes to the sports list', async () => {
      useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
      stubApi(stubs());
      renderWithProviders(
        <Routes>
          <Route path="/" element={<HotMatchWidget />} />
          <Route path="/sports" element={<p>Página de esportes</p>} />
        </Routes>,
      );
      fireEvent.click(await screen.findByRole('button', { name: /Benfica/ }));
      expect(useModalStore.getState().flags.login).toBe(false);
      expect(useModalStore.getState().flags.hotMatchPopup).toBe(true);
      const popup = screen.getByRole('dialog', { name: 'Partida em destaque' });
      expect(popup).toHaveTextContent('Liga Portugal');
      expect(popup).toHaveTextContent(/Benfica\s*x\s*FC Porto/);
      // Odds in the member's digits (decision 034): 2,90 in Portuguese.
      expect(popup).toHaveTextContent('Fora2,90');
      fireEvent.click(within(popup).getByRole('button', { name: 'Apostar agora' }));
      expect(await screen.findByText('Página de esportes')).toBeInTheDocument();
      expect(useModalStore.getState().flags.hotMatchPopup).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows a dash for a match without a draw price', async () => {
      stubApi(
        stubs({ [HOME_WIDGETS_API.hotMatches as never]: { serverTime: 1, list: [FEATURED] } }),
      );
      renderWithProviders(<HotMatchWidget />);
      const card = await screen.findByRole('button', { name: /Franca/ });
      expect(card).toHaveTextContent(/Casa\s*1,50/);
      expect(card).toHaveTextContent(/Empate\s*—/);
      expect(card).toHaveTextContent(/Fora\s*2,50/);
    });

    it('bet now opens the match’s game at that fixture, through the launcher', async () => {
      useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
      const fetchMock = stubApi({
        ...stubs({ [HOME_WIDGETS_API.hotMatches as never]: { serverTime: 1, list: [FEATURED] } }),
        [API.gameLaunch]: launchAnswer,
      });
      renderWithProviders(
        <Routes>
          <Route path="/" element={<HotMatchWidget />} />
          <Route path="/sports" element={<p>Página de esportes</p>} />
        </Routes>,
      );
      fireEvent.click(await screen.findByRole('button', { name: /Franca/ }));
      const popup = screen.getByRole('dialog', { name: 'Partida em destaque' });
      // No draw in basketball: a dash, named for assistive technology.
      expect(popup).toHaveTextContent(/Empate\s*—\s*sem cotação/);
      fireEvent.click(within(popup).getByRole('button', { name: 'Apostar agora' }));
      // The provider's page, with the fragment its sportsbook opens the match from.
      await vi.waitFor(() =>
        expect(leaveSite).toHaveBeenCalledWith(`${PROVIDER_PAGE}#fixture=fx-42`),
      );
      const launch = fetchMock.mock.calls.find(
        ([input]) => new URL(String(input), 'http://x').pathname === API.gameLaunch,
      ) as unknown as [string, RequestInit];
      expect(JSON.parse(String(launch[1].body))).toMatchObject({
        gameCategory: 'SPORTS',
        vendor: 'KCK',
        gameId: 9001,
        nodeId: '109001',
      });
      expect(screen.queryByText('Página de esportes')).toBeNull();
      expect(useModalStore.getState().flags.hotMatchPopup).toBe(false);
    });
  });

  describe('hot news', () => {
    it('lists image, title and date; a tap opens the news, its HTML cleaned', async () => {
      stubApi(stubs());
      renderWithProviders(<HotNewsWidget />);
      const widget = await screen.findByRole('region', { name: 'Notícias' });
      const open = await within(widget).findByRole('button', { name: /Semana de clássicos/ });
      expect(open).toHaveTextContent('04/05/2026');
      expect(open.querySelector('img')).toHaveAttribute('src', '/wps/lobby/news/art/7.svg');
      fireEvent.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Semana de clássicos' });
      expect(within(dialog).getByText('clássicos').tagName).toBe('STRONG');
      expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
      expect((window as { hacked?: number }).hacked).toBeUndefined();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('a featured match’s news opens the match; other news have no bet button', async () => {
      useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
      const featured = {
        id: 'fixture:fx-42',
        title: 'Destaque: Franca x Minas — NBB, 05/05 15:30',
        summary: 'Odds: Casa 1,50 · Fora 2,50',
        content: '<p><strong>Franca</strong> x <strong>Minas</strong></p>',
        publishedAt: '2026-05-05T10:00:00.000Z',
        imageUrl: '/wps/lobby/news/art/7.svg',
        launch: SPORTSBOOK,
        fixtureId: 'fx-42',
      };
      stubApi({
        ...stubs({ [HOME_WIDGETS_API.news as never]: { list: [featured, ...NEWS.list] } }),
        [API.gameLaunch]: launchAnswer,
      });
      renderWithProviders(<HotNewsWidget />);
      fireEvent.click(await screen.findByRole('button', { name: /Semana de clássicos/ }));
      const plain = screen.getByRole('dialog', { name: 'Semana de clássicos' });
      expect(within(plain).queryByRole('button', { name: 'Apostar agora' })).toBeNull();
      fireEvent.click(within(plain).getByRole('button', { name: 'Fechar' }));

      fireEvent.click(screen.getByRole('button', { name: /Destaque: Franca x Minas/ }));
      const dialog = screen.getByRole('dialog', { name: featured.title });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Apostar agora' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await vi.waitFor(() =>
        expect(leaveSite).toHaveBeenCalledWith(`${PROVIDER_PAGE}#fixture=fx-42`),
      );
    });

    it('asks a guest to sign in from a featured match’s news', async () => {
      stubApi(
        stubs({
          [HOME_WIDGETS_API.news as never]: {
            list: [{ ...NEWS.list[0]!, id: 'fixture:fx-1', launch: SPORTSBOOK, fixtureId: 'fx-1' }],
          },
        }),
      );
      renderWithProviders(<HotNewsWidget />);
      fireEvent.click(await screen.findByRole('button', { name: /Semana de clássicos/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Apostar agora' }));
      expect(useModalStore.getState().flags.login).toBe(true);
      expect(leaveSite).not.toHaveBeenCalled();
    });

    it('has a loading state, an empty state and hides itself on error', async () => {
      stubApi(stubs({ [HOME_WIDGETS_API.news as never]: pending }));
      const loading = renderWithProviders(<HotNewsWidget />);
      const widget = screen.getByRole('region', { name: 'Notícias' });
      expect(within(widget).queryByRole('list')).toBeNull();
      loading.unmount();
      stubApi(stubs({ [HOME_WIDGETS_API.news as never]: { list: [] } }));
      const empty = renderWithProviders(<HotNewsWidget />);
      expect(await screen.findByText('Ainda não há notícias')).toBeInTheDocument();
      empty.unmount();
      const fetchMock = stubApi(stubs({ [HOME_WIDGETS_API.news as never]: failing }));
      const { container } = renderWithProviders(<HotNewsWidget />);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    });
  });

  describe('winner board', () => {
    it('is one list of the wins with masked names and amounts', async () => {
      stubApi(stubs());
      renderWithProviders(<WinnerBoardWidget />);
      const widget = await screen.findByRole('region', { name: 'Quadro de vencedores' });
      const list = await within(widget).findByRole('list', { name: 'Maiores prêmios da semana' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
        'de***1 ganhou R$ 12.345,67 em Lucky Lanterns 1',
        'de***2 ganhou R$ 500,00 em Lucky Lanterns 2',
      ]);
      // Two rows stand still: no hidden copy for a loop.
      expect(within(widget).getAllByRole('list')).toHaveLength(1);
    });

    it('loops a long list with a copy hidden from assistive technology', async () => {
      const list = Array.from({ length: 8 }, (_, i) => winner(i + 1, 100_000 - i));
      stubApi(stubs({ [HOME_WIDGETS_API.winners as never]: { ...WINNERS, list } }));
      const { container } = renderWithProviders(<WinnerBoardWidget />);
      const named = await screen.findByRole('list', { name: 'Maiores prêmios da semana' });
      expect(within(named).getAllByRole('listitem')).toHaveLength(8);
      // The accessible tree has one list of eight; the DOM has the copy, aria-hidden.
      expect(screen.getAllByRole('listitem')).toHaveLength(8);
      expect(container.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(8);
    });

    it('has a loading state, an empty state and hides itself on error', async () => {
      stubApi(stubs({ [HOME_WIDGETS_API.winners as never]: pending }));
      const loading = renderWithProviders(<WinnerBoardWidget />);
      expect(screen.getByRole('region', { name: 'Quadro de vencedores' })).toBeInTheDocument();
      expect(screen.queryByRole('list')).toBeNull();
      loading.unmount();
      stubApi(stubs({ [HOME_WIDGETS_API.winners as never]: { ...WINNERS, list: [] } }));
      const empty = renderWithProviders(<WinnerBoardWidget />);
      expect(await screen.findByText(/Ainda não há grandes prêmios/)).toBeInTheDocument();
      empty.unmount();
      const fetchMock = stubApi(stubs({ [HOME_WIDGETS_API.winners as never]: failing }));
      const { container } = renderWithProviders(<WinnerBoardWidget />);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    });
  });

  describe('help tab and policy', () => {
    it('link the help centre, terms, feedback, customer service and privacy', async () => {
      stubApi(stubs());
      renderWithProviders(<HomeWidgetsGroup />);
      const help = screen.getByRole('navigation', { name: 'Ajuda' });
      expect(within(help).getByRole('link', { name: 'Central de ajuda' })).toHaveAttribute(
        'href',
        '/help',
      );
      expect(within(help).getByRole('link', { name: 'Termos e regras' })).toHaveAttribute(
        'href',
        '/help?tag=terms',
      );
      expect(within(help).getByRole('link', { name: 'Sugestões' })).toHaveAttribute(
        'href',
        '/feedback',
      );
      expect(within(help).getByRole('link', { name: 'Atendimento' })).toBeInTheDocument();
      const policy = screen.getByRole('region', { name: 'Jogo responsável' });
      expect(policy).toHaveTextContent('nunca tente recuperar perdas');
      expect(within(policy).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
        'href',
        '/help?tag=privacy',
      );
      // Every widget of the group is there, in order.
      await screen.findByRole('button', { name: /Flamengo/ });
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual([
        'Partidas em destaque',
        'Notícias',
        'Quadro de vencedores',
        'Ajuda',
        'Jogo responsável',
      ]);
    });

    it('reads English when the site does', async () => {
      await i18n.changeLanguage('en');
      const fetchMock = stubApi(stubs());
      renderWithProviders(<HomeWidgetsGroup />);
      expect(await screen.findByRole('region', { name: 'Hot matches' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Help' })).toBeInTheDocument();
      const widgetCalls = () =>
        fetchMock.mock.calls
          .map((call) => new URL(String(call[0]), 'http://x'))
          .filter(
            (url) => url.pathname.startsWith('/wps/lobby') || url.pathname.includes('winners'),
          );
      await vi.waitFor(() => expect(widgetCalls()).toHaveLength(3));
      for (const url of widgetCalls()) expect(url.searchParams.get('language')).toBe('EN');
    });
  });
});

describe('formatOdds', () => {
  it('writes odds in hundredths with two decimals in the member’s digits', () => {
    expect(formatOdds(185, 'pt-BR')).toBe('1,85');
    expect(formatOdds(185, 'vi-VN')).toBe('1,85');
    expect(formatOdds(185, 'en-US')).toBe('1.85');
    expect(formatOdds(1250, 'en-US')).toBe('12.50');
  });
});
