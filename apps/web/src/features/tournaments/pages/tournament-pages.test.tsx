import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOURNAMENTS_API,
  tournamentPath,
  type TournamentDetail,
  type TournamentStanding,
  type TournamentSummary,
} from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  calls,
  memberHandlers,
  renderMemberApp,
  storeSession,
  type Handlers,
} from '../../member/test-utils.tsx';
import { STANDINGS_POLL_MS } from '../api/tournament-queries.ts';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const LONG = { timeout: 5000 };
const DAY = 86_400_000;

function summary(id: number, overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id,
    code: `T${id}`,
    title: `Torneio ${id}`,
    rule: 'totalWagered',
    phase: 'live',
    startsAt: '2026-06-01T12:00:00.000Z',
    endsAt: '2026-06-08T12:00:00.000Z',
    msToStart: 0,
    msToEnd: 6 * DAY + ((23 * 60 + 59) * 60 + 59) * 1000,
    prizePoolCents: 1_150_00,
    entrants: 3,
    entered: false,
    paidAt: null,
    ...overrides,
  };
}

function standing(rank: number, overrides: Partial<TournamentStanding> = {}): TournamentStanding {
  return {
    rank,
    userName: `jo***${rank}`,
    score: (10 - rank) * 1_000,
    reachedAt: '2026-06-02T12:00:00.000Z',
    prizeCents: rank === 1 ? 500_00 : rank === 2 ? 250_00 : 50_00,
    me: false,
    ...overrides,
  };
}

const PRIZES = [
  { fromRank: 1, toRank: 1, amountCents: 500_00 },
  { fromRank: 2, toRank: 2, amountCents: 250_00 },
  { fromRank: 3, toRank: 10, amountCents: 50_00 },
];

function detail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    ...summary(7, { title: 'Torneio Semanal de Slots' }),
    games: [
      { gameId: 101, name: 'Fortune Tiger' },
      { gameId: 102, name: 'Shell Riches' },
    ],
    minBetCents: 0,
    prizes: PRIZES,
    leaderboard: [standing(1), standing(2), standing(3)],
    me: null,
    standingsAt: '2026-06-02T12:00:00.000Z',
    ...overrides,
  };
}

const detailUrl = (id: number) => tournamentPath(TOURNAMENTS_API.tournament, id);

function handlers(extra: Handlers): Handlers {
  return { ...memberHandlers(), ...extra };
}

describe('tournament screens', () => {
  afterEach(() => {
    signOut();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists live, upcoming and ended tournaments with their prizes, time left and entry', async () => {
    storeSession();
    renderMemberApp('/m/tournaments', {
      handlers: handlers({
        [`GET ${TOURNAMENTS_API.tournaments}`]: () =>
          envelope({
            tournaments: [
              summary(1, { entered: true, entrants: 1 }),
              summary(2, {
                phase: 'upcoming',
                rule: 'biggestMultiplier',
                msToStart: 2 * 3_600_000 + 5 * 60_000,
              }),
              summary(3, { phase: 'ended', msToEnd: 0, endsAt: '2026-05-20T12:00:00.000Z' }),
            ],
          }),
      }),
    });

    const live = await screen.findByRole('list', { name: 'Acontecendo agora' }, LONG);
    // Amounts wait for the merchant's currency.
    await screen.findAllByText('Prêmios: R$ 1.150,00', {}, LONG);
    expect(screen.getByRole('heading', { level: 1, name: 'Torneios' })).toBeVisible();
    const card = within(live).getByRole('link', { name: /Torneio 1/ });
    expect(card).toHaveAttribute('href', '/m/tournament?id=1');
    expect(card).toHaveTextContent('Maior valor apostado');
    expect(card).toHaveTextContent('Inscrito');
    expect(card).toHaveTextContent('Prêmios: R$ 1.150,00');
    expect(card).toHaveTextContent('1 participante');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^Termina em 6 dias e 23:59:5\d$/);

    const upcoming = screen.getByRole('list', { name: 'Em breve' });
    const soon = within(upcoming).getByRole('link', { name: /Torneio 2/ });
    expect(soon).toHaveTextContent('Maior multiplicador');
    expect(within(soon).getByRole('timer')).toHaveTextContent(/^Começa em 02:0[45]:\d\d$/);
    expect(soon).not.toHaveTextContent('Inscrito');

    const ended = screen.getByRole('list', { name: 'Encerrados' });
    expect(within(ended).getByRole('link', { name: /Torneio 3/ })).toHaveTextContent(
      'Encerrado em',
    );
  });

  it('says so when there is no tournament, and asks a guest to log in', async () => {
    storeSession();
    const first = renderMemberApp('/m/tournaments', {
      handlers: handlers({
        [`GET ${TOURNAMENTS_API.tournaments}`]: () => envelope({ tournaments: [] }),
      }),
    });
    expect(
      await screen.findByText('Nenhum torneio no momento. Volte em breve!', {}, LONG),
    ).toBeVisible();
    first.unmount();
    signOut();
    const guest = renderMemberApp('/m/tournaments', { handlers: handlers({}) });
    expect(await screen.findByRole('status', {}, LONG)).toHaveTextContent('Entre primeiro');
    expect(calls(guest.fetchMock, 'GET', TOURNAMENTS_API.tournaments)).toHaveLength(0);
  });

  it('shows the board as an ordered list, the prize table, the slots, and enters the member', async () => {
    storeSession();
    let value = detail();
    const { fetchMock } = renderMemberApp('/m/tournament?id=7', {
      handlers: handlers({
        [`GET ${detailUrl(7)}`]: () => envelope(value),
        [`POST ${tournamentPath(TOURNAMENTS_API.enter, 7)}`]: () => {
          const entry = {
            enteredAt: '2026-06-02T13:00:00.000Z',
            score: 0,
            rank: null,
            rounds: 0,
            wageredCents: 0,
            bestMultiplierBp: 0,
            prizeCents: 0,
          };
          value = detail({ entered: true, entrants: 4, me: entry });
          return envelope({ entry });
        },
      }),
    });

    const overview = await screen.findByRole('region', { name: 'Torneio Semanal de Slots' }, LONG);
    await screen.findAllByText('R$ 500,00', {}, LONG);
    expect(overview).toHaveTextContent('Maior valor apostado');
    expect(within(overview).getByRole('timer')).toHaveTextContent(
      /^Termina em 6 dias e 23:59:5\d$/,
    );
    const mine = screen.getByRole('region', { name: 'Sua posição' });
    expect(mine).toHaveTextContent('Entre no torneio para aparecer na classificação.');

    const board = screen.getByRole('list', { name: 'Classificação' });
    expect(board.tagName).toBe('OL');
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      '1º lugar: jo***1, R$ 90,00',
      '2º lugar: jo***2, R$ 80,00',
      '3º lugar: jo***3, R$ 70,00',
    ]);
    const prizes = screen.getByRole('list', { name: 'Tabela de prêmios' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1º lugarR$ 500,00', '2º lugarR$ 250,00', '3º ao 10º lugarR$ 50,00']);
    const games = screen.getByRole('list', { name: 'Slots do torneio' });
    expect(within(games).getByRole('link', { name: 'Fortune Tiger' })).toHaveAttribute(
      'href',
      '/m/game/bgs/101',
    );
    expect(screen.getByText('Toda aposta com dinheiro real conta.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar no torneio' }));
    expect(
      await screen.findByText(
        'Você está neste torneio. Jogue nos slots abaixo para subir na classificação.',
      ),
    ).toBeVisible();
    expect(calls(fetchMock, 'POST', tournamentPath(TOURNAMENTS_API.enter, 7))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Entrar no torneio' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Sua posição' })).toHaveTextContent(
      'Jogue em um dos slots do torneio para entrar na classificação.',
    );
  });

  it('highlights the member’s own line and rank, and reads the board again every 10 s while visible', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    });
    storeSession();
    const me = (rank: number, score: number) => ({
      enteredAt: '2026-06-02T13:00:00.000Z',
      score,
      rank,
      rounds: 3,
      wageredCents: score,
      bestMultiplierBp: 0,
      prizeCents: rank === 2 ? 250_00 : 50_00,
    });
    let value = detail({
      entered: true,
      me: me(3, 7_000),
      leaderboard: [standing(1), standing(2), standing(3, { me: true, userName: 'de***o' })],
    });
    const { fetchMock } = renderMemberApp('/m/tournament?id=7', {
      handlers: handlers({ [`GET ${detailUrl(7)}`]: () => envelope(value) }),
    });
    const mine = await screen.findByRole('region', { name: 'Sua posição' }, LONG);
    await screen.findAllByText('R$ 70,00', {}, LONG);
    expect(within(mine).getByText('Posição').nextElementSibling).toHaveTextContent('3º lugar');
    expect(within(mine).getByText('Sua pontuação').nextElementSibling).toHaveTextContent(
      'R$ 70,00',
    );
    expect(within(mine).getByText('Prêmio desta posição').nextElementSibling).toHaveTextContent(
      'R$ 50,00',
    );
    const board = screen.getByRole('list', { name: 'Classificação' });
    const own = within(board).getByRole('listitem', {
      name: '3º lugar: você (de***o), R$ 70,00',
    });
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(
      within(board)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(1);

    // The member climbs; the next poll shows it.
    value = detail({
      entered: true,
      me: me(2, 8_500),
      leaderboard: [
        standing(1),
        standing(2, { me: true, userName: 'de***o', score: 8_500 }),
        standing(3),
      ],
    });
    const before = calls(fetchMock, 'GET', detailUrl(7)).length;
    await act(() => vi.advanceTimersByTimeAsync(STANDINGS_POLL_MS));
    await vi.waitFor(() =>
      expect(within(mine).getByText('Posição').nextElementSibling).toHaveTextContent('2º lugar'),
    );
    expect(calls(fetchMock, 'GET', detailUrl(7)).length).toBe(before + 1);
    expect(
      within(board).getByRole('listitem', { name: '2º lugar: você (de***o), R$ 85,00' }),
    ).toHaveAttribute('aria-current', 'true');

    // Hidden tab: no polling until it shows again.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const hiddenAt = calls(fetchMock, 'GET', detailUrl(7)).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * STANDINGS_POLL_MS));
    expect(calls(fetchMock, 'GET', detailUrl(7)).length).toBe(hiddenAt);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(STANDINGS_POLL_MS));
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'GET', detailUrl(7)).length).toBeGreaterThan(hiddenAt),
    );
    visibility.mockRestore();
  });

  it('writes a multiplier score, and the prize once paid', async () => {
    storeSession();
    renderMemberApp('/m/tournament?id=7', {
      handlers: handlers({
        [`GET ${detailUrl(7)}`]: () =>
          envelope(
            detail({
              rule: 'biggestMultiplier',
              phase: 'ended',
              msToEnd: 0,
              entered: true,
              paidAt: '2026-06-08T12:01:00.000Z',
              minBetCents: 50,
              leaderboard: [standing(1, { me: true, userName: 'de***o', score: 125_000 })],
              me: {
                enteredAt: '2026-06-02T13:00:00.000Z',
                score: 125_000,
                rank: 1,
                rounds: 9,
                wageredCents: 4_500,
                bestMultiplierBp: 125_000,
                prizeCents: 500_00,
              },
            }),
          ),
      }),
    });
    const mine = await screen.findByRole('region', { name: 'Sua posição' }, LONG);
    await screen.findByText('Você ganhou R$ 500,00. O prêmio já está no seu saldo.', {}, LONG);
    expect(within(mine).getByText('Sua pontuação').nextElementSibling).toHaveTextContent('12,50x');
    expect(within(mine).getByRole('status')).toHaveTextContent(
      'Você ganhou R$ 500,00. O prêmio já está no seu saldo.',
    );
    expect(screen.getByText(/Este torneio terminou\. Prêmios pagos em/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar no torneio' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Aposta mínima para contar: R$ 0,50')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Classificação' })).getByRole('listitem', {
        name: '1º lugar: você (de***o), 12,50x',
      }),
    ).toBeVisible();
  });

  it('shows the server’s refusal to enter, and an unknown tournament', async () => {
    storeSession();
    const first = renderMemberApp('/m/tournament?id=7', {
      handlers: handlers({
        [`GET ${detailUrl(7)}`]: () => envelope(detail()),
        [`POST ${tournamentPath(TOURNAMENTS_API.enter, 7)}`]: () =>
          errorEnvelope(409, 'tournament.ended', 'Este torneio já terminou'),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar no torneio' }, LONG));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este torneio já terminou');
    first.unmount();

    renderMemberApp('/m/tournament?id=9', {
      handlers: handlers({
        [`GET ${detailUrl(9)}`]: () =>
          errorEnvelope(404, 'tournament.not.found', 'Este torneio não existe'),
      }),
    });
    expect(await screen.findByText('Este torneio não existe.', {}, LONG)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos os torneios' })).toHaveAttribute(
      'href',
      '/m/tournaments',
    );
  });
});
