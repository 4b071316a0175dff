import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API,
  LOTTERY_API,
  LOTTERY_ODDS,
  betTypesFor,
  formatAmount,
  type BetsValue,
  type LotteryBet,
  type LotteryGame,
  type NumeroValue,
  type PlaceBetsBody,
} from '@app/contracts';
import { okResponse, renderWithProviders, stubApi } from '../../test/api-stubs.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { lotteryStubs, makeLotteryGame } from '../../components/lottery/lottery-fixtures.ts';
import { resetServerClock } from '../../components/lottery/use-server-clock.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { AccountToast } from '../accounts/components/account-toast.tsx';
import { AFTER_DRAW_POLL_MS } from './api/betting-queries.ts';
import { LaunchGamePage } from './launch-game-page.tsx';

const ENT_ID = 9101;
const NORTH_ID = 9001;

/** An ent game on a 1-minute cycle, its draw locking `msToLock` from now. */
function entGame(msToLock = 45_000, overrides: Partial<LotteryGame> = {}): LotteryGame {
  const lockTime = 10;
  const now = Date.now();
  const drawAt = now + msToLock + lockTime * 1000;
  return makeLotteryGame({
    gameId: ENT_ID,
    code: 'ENT1',
    gameCode: 'ENT1',
    remark: 'Loto Rápido 1',
    gameType: 'ELOTT',
    vendorCode: 'ELX',
    playType: 'ent',
    layout: 'digits5',
    prizeMode: 'Elott',
    drawTime: null,
    intervalMinutes: 1,
    numero: '20260107-0601',
    remainTime: drawAt - now,
    lockTime,
    lotteryTime: [drawAt - lockTime * 1000, drawAt + lockTime * 1000],
    drawAt: new Date(drawAt).toISOString(),
    lockAt: new Date(drawAt - lockTime * 1000).toISOString(),
    seedHash: 'c0ffee'.padEnd(64, '0'),
    betTypes: betTypesFor('digits5'),
    odds: { ...LOTTERY_ODDS.Elott },
    ...overrides,
  });
}

function numeroOf(
  game: LotteryGame,
  recent = [{ numero: '20260107-0600', drawAt: '', winningNumber: '38172' }],
): NumeroValue {
  return { serverTime: Date.now(), game, prizeMode: game.prizeMode, recent };
}

function bet(betId: number, overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId,
    gameId: ENT_ID,
    gameCode: 'ENT1',
    remark: 'Loto Rápido 1',
    numero: '20260107-0601',
    prizeMode: 'Elott',
    betType: 'digit',
    position: 2,
    picks: ['4'],
    unitStakeCents: 100,
    costCents: 100,
    status: 'open',
    hits: 0,
    payoutCents: 0,
    winningNumber: null,
    createdAt: '2026-01-07T09:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

const page = (content: LotteryBet[]): BetsValue => ({ content, totalPages: 1, pageNo: 1 });

interface Setup {
  numero?: (url: URL) => NumeroValue | Response;
  bets?: (status: string) => LotteryBet[];
  place?: (body: PlaceBetsBody) => Response | Promise<Response>;
  balanceCents?: number;
}

/** The API at the network boundary: stubApi's answers plus the slip's POST. */
function stubLottery({ numero, bets = () => [], place, balanceCents = 1_000_000 }: Setup) {
  let balance = balanceCents;
  const fetchMock = stubApi(
    lotteryStubs(
      {
        [LOTTERY_API.numero]: (url: URL) => {
          const value = numero?.(url) ?? numeroOf(entGame());
          return value instanceof Response ? value : okResponse(value);
        },
        [LOTTERY_API.bets]: (url: URL) =>
          okResponse(page(bets(url.searchParams.get('status') ?? ''))),
      },
      { [API.walletBalance]: () => okResponse({ sumBalance: balance, bonusBalance: 0 }) },
    ),
  );
  const answer = fetchMock.getMockImplementation()!;
  const posts: PlaceBetsBody[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as PlaceBetsBody;
      posts.push(body);
      const response = await place!(body);
      if (response.ok) {
        const value = (await response.clone().json()) as { value: { balanceCents: number } };
        balance = value.value.balanceCents;
      }
      return response;
    }
    return answer(input);
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path);
  return { fetchMock, posts, callsTo };
}

function placed(body: PlaceBetsBody, costs: number[], balanceCents: number) {
  return okResponse({
    bets: body.lines.map((line, index) =>
      bet(100 + index, {
        ...line,
        position: line.position ?? null,
        costCents: costs[index]!,
        numero: body.numero,
      }),
    ),
    totalCostCents: costs.reduce((a, b) => a + b, 0),
    balanceCents,
  });
}

function refusal(status: number, errorCode: string, message: string) {
  return new Response(JSON.stringify({ success: false, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const entPath = `/launchGame?playType=ent&gameId=${ENT_ID}&gameGroupId=3&prize_mode=Elott&code=ENT1&pageBack=lott`;
const northPath = `/launchGame?playType=trad&gameId=${NORTH_ID}&prize_mode=Lott&code=VN9001&pageBack=home`;

function renderPage(path = entPath) {
  return renderWithProviders(
    <>
      <LaunchGamePage />
      <AccountToast />
    </>,
    { path },
  );
}

const eur = (cents: number) => `€ ${formatAmount(cents, 'pt-BR')}`;

beforeEach(() => {
  useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().setSession(null);
  resetServerClock();
});

async function openGame(name = 'Loto Rápido 1') {
  await screen.findByRole('heading', { level: 1, name });
}

describe('lottery betting page: access', () => {
  it('asks a guest to log in, and calls nothing of the game', async () => {
    useSessionStore.getState().setSession(null);
    const { callsTo } = stubLottery({});
    renderPage();
    expect(await screen.findByText('Entre para apostar')).toBeInTheDocument();
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/lott');
    expect(callsTo(LOTTERY_API.numero)).toHaveLength(0);
  });

  it('is full screen in the site: no site header, its own back button', async () => {
    useSessionStore.getState().setSession(null);
    renderApp(`/m${entPath}`);
    expect(await screen.findByText('Entre para apostar', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByRole('banner', { hidden: true })).toBeNull();
    // Under the login dialog the page is inert; once it is closed the page's back button is there.
    act(() => useModalStore.getState().closeAll());
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/m/lott');
  });

  it('says a bad game id is not a game, with a way back, without asking the server', async () => {
    const { callsTo } = stubLottery({});
    renderPage('/launchGame?playType=ent&gameId=abc&pageBack=lott');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jogo de loteria não encontrado');
    expect(within(alert).getByRole('link', { name: 'Retornar' })).toHaveAttribute('href', '/lott');
    expect(callsTo(LOTTERY_API.numero)).toHaveLength(0);
  });

  it('says an unknown game id is not a game when the server does not know it', async () => {
    stubLottery({ numero: () => refusal(404, 'game.not.found', 'Game not found') });
    renderPage(`/launchGame?playType=ent&gameId=777&pageBack=home`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Jogo de loteria não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/home');
  });

  it('finds a game named by its code only in the lottery list', async () => {
    const north = makeLotteryGame({ gameId: NORTH_ID, code: 'VN9001', remark: 'Miền Bắc' });
    const fetchMock = stubApi(
      lotteryStubs({
        [LOTTERY_API.games]: { serverTime: Date.now(), games: [entGame(), north] },
        [LOTTERY_API.numero]: (url: URL) =>
          okResponse(
            numeroOf(url.searchParams.get('gameId') === String(NORTH_ID) ? north : entGame()),
          ),
        [LOTTERY_API.bets]: page([]),
      }),
    );
    renderPage('/launchGame?playType=trad&code=vn9001&prize_mode=Lott');
    await openGame('Miền Bắc');
    const numeroCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === LOTTERY_API.numero)!;
    expect(numeroCall.searchParams.get('gameId')).toBe(String(NORTH_ID));
    expect(numeroCall.searchParams.get('prizeMode')).toBe('Lott');
  });
});

describe('lottery betting page: the game', () => {
  it('shows the header: back, name, balance, numero and the countdown to lock', async () => {
    const { callsTo } = stubLottery({ balanceCents: 1_234_56 });
    renderPage();
    await openGame();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/lott');
    // The symbol arrives with the merchant settings, maybe after the balance.
    await waitFor(() =>
      expect(screen.getByTestId('lottery-balance')).toHaveTextContent(eur(1_234_56)),
    );
    expect(screen.getByTestId('lottery-numero')).toHaveTextContent('20260107-0601');
    const timer = screen.getByRole('timer', { name: 'Fecha em' });
    expect(timer.textContent).toMatch(/^00:00:4[45]$/);
    expect(callsTo(LOTTERY_API.numero)[0]!.searchParams.get('prizeMode')).toBe('Elott');
  });

  it('shows the latest results and the open draw’s seed hash, copyable', async () => {
    const user = userEvent.setup();
    stubLottery({
      numero: () =>
        numeroOf(entGame(), [
          { numero: '20260107-0600', drawAt: '', winningNumber: '38172' },
          { numero: '20260107-0599', drawAt: '', winningNumber: '00451' },
        ]),
    });
    renderPage();
    await openGame();
    expect(screen.getByText('Sorteio 20260107-0600')).toBeInTheDocument();
    const latest = screen.getAllByRole('group', { name: 'Números sorteados' })[0]!;
    expect(latest).toHaveTextContent('38172');
    expect(screen.getByText('Resultados anteriores (1)')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-seed-hash')).toHaveTextContent(entGame().seedHash!);
    await user.click(
      screen.getByRole('button', { name: 'Copiar o hash da semente do sorteio 20260107-0601' }),
    );
    expect(await navigator.clipboard.readText()).toBe(entGame().seedHash);
    expect(screen.getByRole('button', { name: /Copiar o hash/ })).toHaveTextContent('Copiado');
  });

  it('offers the game’s bet types as tabs with the odds of the prize mode', async () => {
    const user = userEvent.setup();
    stubLottery({});
    renderPage();
    await openGame();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dígito9,80×',
      'Grande/Pequeno/Ímpar/Par1,98×',
      'Soma1,98×',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]!);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paga 1,98× a aposta por acerto.');
  });
});

describe('lottery betting page: pickers and slip', () => {
  it('digit bets: a position 1 to 5 and digits 0 to 9, all toggles', async () => {
    const user = userEvent.setup();
    stubLottery({});
    renderPage();
    await openGame();
    const positions = screen.getByRole('group', { name: 'Posição' });
    expect(within(positions).getAllByRole('button')).toHaveLength(5);
    await user.click(within(positions).getByRole('button', { name: 'Posição 3' }));
    expect(within(positions).getByRole('button', { name: 'Posição 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const digits = screen.getByRole('group', { name: 'Dígitos de 0 a 9' });
    expect(within(digits).getAllByRole('button')).toHaveLength(10);
    await user.click(within(digits).getByRole('button', { name: 'Dígito 7' }));
    await user.click(within(digits).getByRole('button', { name: 'Dígito 2' }));
    expect(within(digits).getByRole('button', { name: 'Dígito 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(`2 escolhas × ${eur(100)} = ${eur(200)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    const lines = within(screen.getByRole('list', { name: 'Linhas do boletim' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(/Posição 3/);
    expect(lines[0]).toHaveTextContent('2, 7');
    expect(screen.getByTestId('slip-total')).toHaveTextContent(`Total ${eur(200)}`);
    // The picks were taken into the slip; the position stays for the next line.
    expect(within(digits).getByRole('button', { name: 'Dígito 7' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('position and sum bets: big, small, odd, even', async () => {
    const user = userEvent.setup();
    stubLottery({});
    renderPage();
    await openGame();
    await user.click(screen.getByRole('tab', { name: /^Soma/ }));
    const sizes = screen.getByRole('group', { name: 'Grande, pequeno, ímpar ou par' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false', 'false', 'false']);
    expect(screen.queryByRole('group', { name: 'Posição' })).toBeNull();
    await user.click(within(sizes).getAllByRole('button')[0]!);
    await user.click(within(sizes).getAllByRole('button')[2]!);
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    expect(screen.getByRole('list', { name: 'Linhas do boletim' })).toHaveTextContent(/Soma/);
  });

  it('de and lô: a 00 to 99 grid; lô costs the stake per number and prize cell (27 north)', async () => {
    const user = userEvent.setup();
    const north = makeLotteryGame({ gameId: NORTH_ID, remark: 'Miền Bắc' });
    stubLottery({ numero: () => numeroOf(north) });
    renderPage(northPath);
    await openGame('Miền Bắc');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const grid = screen.getByRole('group', { name: 'Números de 00 a 99' });
    expect(within(grid).getAllByRole('button')).toHaveLength(100);
    expect(within(grid).getAllByRole('button')[0]).toHaveAccessibleName('Número 00');
    await user.click(screen.getAllByRole('tab')[1]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('custa 27 × a aposta');
    await user.click(within(grid).getByRole('button', { name: 'Número 13' }));
    await user.click(within(grid).getByRole('button', { name: 'Número 31' }));
    const stake = screen.getByRole('textbox', { name: 'Aposta por unidade' });
    await user.clear(stake);
    await user.type(stake, '2');
    expect(
      screen.getByText(`2 números × 27 prêmios × ${eur(200)} = ${eur(2 * 27 * 200)}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent(eur(10_800));
    expect(screen.getByRole('list', { name: 'Linhas do boletim' })).toHaveTextContent(
      `2 × 27 prêmios × ${eur(200)}`,
    );
  });

  it('3 càng: typed numbers of three digits, checked, added and removable', async () => {
    const user = userEvent.setup();
    const north = makeLotteryGame({ gameId: NORTH_ID, remark: 'Miền Bắc' });
    stubLottery({ numero: () => numeroOf(north) });
    renderPage(northPath);
    await openGame('Miền Bắc');
    await user.click(screen.getByRole('tab', { name: /^3 Càng/ }));
    const box = screen.getByRole('textbox', { name: 'Número de três dígitos (000 a 999)' });
    await user.type(box, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('exatamente três dígitos');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, '007 482');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const chosen = screen.getByRole('list', { name: 'Números escolhidos' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['007 ×', '482 ×']);
    await user.type(box, '482{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('já está escolhido');
    await user.click(within(chosen).getByRole('button', { name: 'Retirar 007' }));
    expect(within(chosen).getAllByRole('button')).toHaveLength(1);
  });

  it('keeps the stake within the contracts limits, with quick chips', async () => {
    const user = userEvent.setup();
    const { posts } = stubLottery({});
    renderPage();
    await openGame();
    await user.click(screen.getByRole('button', { name: 'Dígito 1' }));
    const stake = screen.getByRole('textbox', { name: 'Aposta por unidade' });
    await user.clear(stake);
    await user.type(stake, '0,5');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A aposta por unidade deve ser de pelo menos ${eur(100)}.`,
    );
    await user.clear(stake);
    await user.type(stake, '5000,01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A aposta por unidade pode ser no máximo ${eur(500_000)}.`,
    );
    expect(screen.queryByRole('list', { name: 'Linhas do boletim' })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Aposta de ${eur(5_000)}` }));
    expect(stake).toHaveValue('50');
    expect(screen.getByRole('button', { name: `Aposta de ${eur(5_000)}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent(eur(5_000));
    expect(posts).toHaveLength(0);
  });

  it('adds no empty line, and a line leaves the slip with its remove button', async () => {
    const user = userEvent.setup();
    stubLottery({});
    renderPage();
    await openGame();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha pelo menos uma opção.');
    expect(screen.getByText('Escolha suas opções acima e adicione ao boletim.')).toBeVisible();
    for (const digit of ['1', '2']) {
      await user.click(screen.getByRole('button', { name: `Dígito ${digit}` }));
      await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
    }
    expect(screen.getByTestId('slip-total')).toHaveTextContent(eur(200));
    await user.click(
      screen.getByRole('button', { name: /^Retirar a linha 1 \(Dígito · Posição 1: 1\)$/ }),
    );
    const lines = within(screen.getByRole('list', { name: 'Linhas do boletim' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('2');
    expect(screen.getByTestId('slip-total')).toHaveTextContent(eur(100));
  });
});

async function fillSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /^Dígito/ }));
  await user.click(screen.getByRole('button', { name: 'Posição 2' }));
  await user.click(screen.getByRole('button', { name: 'Dígito 4' }));
  await user.click(screen.getByRole('button', { name: 'Dígito 9' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
  await user.click(screen.getByRole('tab', { name: /^Soma/ }));
  await user.click(screen.getByRole('button', { name: 'Grande' }));
  const stake = screen.getByRole('textbox', { name: 'Aposta por unidade' });
  await user.clear(stake);
  await user.type(stake, '5');
  await user.click(screen.getByRole('button', { name: 'Adicionar ao boletim' }));
}

describe('lottery betting page: placing the slip', () => {
  it('confirms game, numero, lines and total, then places once, clears the slip and refreshes', async () => {
    const user = userEvent.setup();
    const { posts, callsTo } = stubLottery({
      balanceCents: 10_000,
      place: (body) => placed(body, [200, 500], 9_300),
    });
    renderPage();
    await openGame();
    await fillSlip(user);
    const walletCalls = callsTo(API.walletBalance).length;
    const openCalls = callsTo(LOTTERY_API.bets).filter(
      (u) => u.searchParams.get('status') === 'open',
    ).length;

    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirme as apostas' });
    expect(dialog).toHaveTextContent('Loto Rápido 1');
    expect(within(dialog).getByTestId('confirm-numero')).toHaveTextContent('20260107-0601');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByTestId('confirm-total')).toHaveTextContent(eur(700));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(
      await screen.findByText(`2 apostas feitas no sorteio 20260107-0601: ${eur(700)}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      gameId: ENT_ID,
      numero: '20260107-0601',
      prizeMode: 'Elott',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      lines: [
        { betType: 'digit', position: 2, picks: ['4', '9'], unitStakeCents: 100 },
        { betType: 'sum', position: null, picks: ['big'], unitStakeCents: 500 },
      ],
    });
    expect(screen.queryByRole('list', { name: 'Linhas do boletim' })).toBeNull();
    expect(screen.queryByTestId('slip-total')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('lottery-balance')).toHaveTextContent(eur(9_300)),
    );
    await waitFor(() => expect(callsTo(API.walletBalance).length).toBeGreaterThan(walletCalls));
    await waitFor(() =>
      expect(
        callsTo(LOTTERY_API.bets).filter((u) => u.searchParams.get('status') === 'open').length,
      ).toBeGreaterThan(openCalls),
    );
  });

  it('retries a slip whose answer was lost with the same request id; a new slip gets a new one', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { posts } = stubLottery({
      place: (body) => {
        if (failing) throw new TypeError('Failed to fetch');
        return placed(body, [200, 500], 9_300);
      },
    });
    renderPage();
    await openGame();
    await fillSlip(user);
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O servidor não respondeu');
    // Lost answers are tried again at once, then by the member: always the same slip id.
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((post) => post.requestId)).size).toBe(1);
    expect(screen.getByRole('list', { name: 'Linhas do boletim' })).toBeInTheDocument();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new Set(posts.map((post) => post.requestId)).size).toBe(1);

    await fillSlip(user);
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.at(-1)!.requestId).not.toBe(posts[0]!.requestId);
  });

  it('shows the server’s refusal in the member’s language and keeps the slip and its id', async () => {
    const user = userEvent.setup();
    const message = 'As apostas neste sorteio fecharam, aposte no próximo sorteio';
    const { posts, callsTo } = stubLottery({
      place: () => refusal(409, 'lottery.draw.locked', message),
    });
    renderPage();
    await openGame();
    await fillSlip(user);
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    const dialog = screen.getByRole('dialog');
    const numeroCalls = callsTo(LOTTERY_API.numero).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.lines).toHaveLength(2);
    // A locked draw: the page asks for the next one.
    await waitFor(() => expect(callsTo(LOTTERY_API.numero).length).toBeGreaterThan(numeroCalls));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(
      within(screen.getByRole('list', { name: 'Linhas do boletim' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.requestId).toBe(posts[0]!.requestId);
  });

  it('does not offer a slip the balance cannot cover', async () => {
    const user = userEvent.setup();
    stubLottery({ balanceCents: 150 });
    renderPage();
    await openGame();
    await screen.findByTestId('lottery-balance');
    await fillSlip(user);
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeDisabled();
    expect(screen.getByText('Seu saldo não cobre este boletim.')).toBeInTheDocument();
  });
});

describe('lottery betting page: draws', () => {
  it('asks again at lock and at the draw, then offers the next draw and reloads the bets', async () => {
    // The page's clock is fake and the test moves it to the lock and to the draw, so neither
    // comes while the member is still filling the slip, however slow the machine. It also
    // runs by itself, for the waits of Testing Library and user-event.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let calls = 0;
    const next = entGame(60_000, { numero: '20260107-0602' });
    const { callsTo } = stubLottery({
      numero: () => {
        calls += 1;
        if (calls === 1) return numeroOf(entGame(60_000));
        // Locked: the draw is 20 s away.
        if (calls === 2) return numeroOf({ ...entGame(60_000), remainTime: 20_000, isSale: false });
        return numeroOf(next, [{ numero: '20260107-0601', drawAt: '', winningNumber: '55555' }]);
      },
    });
    renderPage();
    await openGame();
    await fillSlip(user);
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled();
    const betCalls = () => callsTo(LOTTERY_API.bets).length;
    const before = betCalls();

    // The countdown reaches zero: the page asks at once and closes betting.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('timer', { name: /Fecha em/ })).toHaveTextContent('--:--:--'),
    );
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeDisabled();
    expect(screen.getByText(/As apostas neste sorteio fecharam/)).toBeInTheDocument();

    // At the draw time it asks again: the next draw is on sale, with the new result.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() =>
      expect(screen.getByTestId('lottery-numero')).toHaveTextContent('20260107-0602'),
    );
    expect(screen.getByText('Sorteio 20260107-0601')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled();
    // The slip survives the change of draw, and the bets of the drawn draw are asked again.
    expect(screen.getByTestId('slip-total')).toHaveTextContent(eur(700));
    await waitFor(() => expect(betCalls()).toBeGreaterThan(before));
  });

  it('follows bets of a drawn draw until settled: result, payout, and the balance again', async () => {
    // The test moves the page's clock through the poll (the clock also runs by itself).
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    let settledYet = false;
    const won = bet(7, {
      numero: '20260107-0600',
      picks: ['8', '1'],
      costCents: 200,
      status: 'won',
      hits: 1,
      payoutCents: 980,
      winningNumber: '38172',
      settledAt: '2026-01-07T09:01:02.000Z',
    });
    const { callsTo } = stubLottery({
      bets: (status) => {
        if (status === 'open')
          return settledYet
            ? []
            : [{ ...won, status: 'open', payoutCents: 0, hits: 0, winningNumber: null }];
        return settledYet ? [won] : [];
      },
    });
    renderPage();
    await openGame();
    const openList = await screen.findByRole('list', { name: 'Minhas apostas em aberto' });
    expect(openList).toHaveTextContent('Aguardando sorteio');
    const walletCalls = callsTo(API.walletBalance).length;

    settledYet = true;
    await act(() => vi.advanceTimersByTimeAsync(AFTER_DRAW_POLL_MS));
    const settled = await screen.findByRole('list', { name: 'Apostas resolvidas' });
    expect(settled).toHaveTextContent('Ganhou');
    expect(within(settled).getByText('Prêmio').nextSibling).toHaveTextContent(eur(980));
    expect(within(settled).getByRole('group', { name: 'Números sorteados' })).toHaveTextContent(
      '38172',
    );
    expect(screen.getByText('Sem apostas em aberto neste jogo.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.walletBalance).length).toBeGreaterThan(walletCalls));
  });
});
