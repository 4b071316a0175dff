import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { INFINITE_SCROLL_DELAY_MS } from '../../../lib/use-infinite-scroll.ts';
import { envelope, failure } from '../../accounts/test-utils.tsx';
import {
  GAME_RECORDS,
  gameRecord,
  paged,
  renderRecords,
  scrollTo,
  memberInSaoPauloAt,
  rowsShown,
} from '../test-utils.tsx';

const PATH = '/m/gameRecord';

// 22:30 on 2026-05-05 in São Paulo, already the 6th in UTC: the presets count the member's days.
memberInSaoPauloAt('2026-05-06T01:30:00Z');

describe('betting record page', () => {
  it('shows each round: game, time, stake, win, signed net and round id, with totals', async () => {
    renderRecords(PATH, {
      [GAME_RECORDS]: paged([
        gameRecord(12, { stakeCents: 200, winCents: 750 }),
        gameRecord(11, { stakeCents: 100, winCents: 0, createdAt: '2026-05-04T01:02:03.000Z' }),
      ]),
    });
    const [won, lost] = await rowsShown('Rodadas');
    expect(won).toHaveTextContent('Lucky Lanterns 12');
    expect(won).toHaveTextContent('Rodada n.º 12');
    expect(within(won!).getByText('2026/05/05 09:34:56')).toHaveAttribute(
      'datetime',
      '2026-05-05T12:34:56.000Z',
    );
    // Amounts read with their labels: the net's label is for screen readers only.
    expect(won).toHaveTextContent('Resultado: +R$ 5,50');
    expect(within(won!).getByText('Aposta').nextSibling).toHaveTextContent('R$ 2,00');
    expect(within(won!).getByText('Ganho').nextSibling).toHaveTextContent('R$ 7,50');
    expect(won!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');

    expect(lost).toHaveTextContent('Resultado: \u2212R$ 1,00');
    // 01:02 UTC on the 4th is still the evening of the 3rd on the member's clock.
    expect(lost).toHaveTextContent('2026/05/03 22:02:03');
    expect(lost!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'negative');

    const totals = screen.getByRole('region', { name: 'Totais de 2 rodadas mostradas' });
    expect(totals).toHaveTextContent('ApostaR$ 3,00');
    expect(totals).toHaveTextContent('GanhoR$ 7,50');
    expect(totals).toHaveTextContent('Resultado+R$ 4,50');
    expect(screen.getByText('Fim da lista')).toBeInTheDocument();
  });

  it('shows lottery bets among the rounds: draw, bet, picks, result, winning number, payout', async () => {
    renderRecords(PATH, {
      [GAME_RECORDS]: paged([
        gameRecord(41, {
          gameName: 'Loto Rápido 1',
          gameType: 'ELOTT',
          stakeCents: 200,
          winCents: 1_960,
          lottery: {
            numero: '20260505-0601',
            betType: 'digit',
            position: 2,
            picks: ['4', '9'],
            status: 'won',
            winningNumber: '34172',
          },
        }),
        gameRecord(40, {
          gameName: 'Miền Bắc',
          gameType: 'LOTT',
          stakeCents: 2_700,
          lottery: {
            numero: '20260505',
            betType: 'lo2',
            position: null,
            picks: ['13'],
            status: 'open',
            winningNumber: null,
          },
        }),
        gameRecord(39, {
          gameName: 'Miền Nam',
          gameType: 'LOTT',
          stakeCents: 100,
          lottery: {
            numero: '20260504',
            betType: 'sum',
            position: null,
            picks: ['big', 'odd'],
            status: 'lost',
            winningNumber: '123456|12345|12345|12345,12345|1,2,3,4,5,6,7|1234|123,456,789|123|12',
          },
        }),
        gameRecord(12, { stakeCents: 200, winCents: 750 }),
      ]),
    });
    const [won, open, lost, slot] = await rowsShown('Rodadas');
    const fact = (row: HTMLElement, label: string) =>
      within(row).getByText(label, { selector: 'dt' }).nextSibling;

    expect(won).toHaveTextContent('Loto Rápido 1');
    expect(won).toHaveTextContent('Sorteio 20260505-0601 · aposta n.º 41');
    expect(won).toHaveTextContent('Resultado: +R$ 17,60');
    expect(fact(won!, 'Aposta')).toHaveTextContent('R$ 2,00');
    expect(fact(won!, 'Prêmio')).toHaveTextContent('R$ 19,60');
    expect(fact(won!, 'Tipo de aposta')).toHaveTextContent('Dígito · Posição 2');
    expect(fact(won!, 'Escolhas')).toHaveTextContent('4, 9');
    expect(fact(won!, 'Status')).toHaveTextContent('Ganhou');
    expect(fact(won!, 'Número sorteado')).toHaveTextContent('3 4 1 7 2');

    expect(fact(open!, 'Tipo de aposta')).toHaveTextContent('Lô 2 dígitos');
    expect(fact(open!, 'Status')).toHaveTextContent('Aguardando sorteio');
    expect(fact(open!, 'Número sorteado')).toHaveTextContent('Ainda não sorteado');
    expect(open).toHaveTextContent('Resultado: \u2212R$ 27,00');

    // A regional result reads by its special prize (GB); size and parity picks in words.
    expect(fact(lost!, 'Escolhas')).toHaveTextContent('Grande, Ímpar');
    expect(fact(lost!, 'Status')).toHaveTextContent('Sem prêmio');
    expect(fact(lost!, 'Número sorteado')).toHaveTextContent('GB 123456');

    // A slot round keeps its own facts, with nothing of the lottery.
    expect(slot).toHaveTextContent('Rodada n.º 12');
    expect(fact(slot!, 'Ganho')).toHaveTextContent('R$ 7,50');
    expect(within(slot!).queryByText('Escolhas')).toBeNull();
  });

  it('builds the query from the period and game type, and keeps them in the URL', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { recordCalls, router } = renderRecords(PATH, { [GAME_RECORDS]: paged([]) });
    await screen.findByText('Sem apostas neste período');
    expect(recordCalls(GAME_RECORDS)).toEqual([{ pageNo: '1', pageSize: '25', utcOffset: '-180' }]);
    expect(screen.getByText('Todas as datas')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '7 dias' }));
    await waitFor(() =>
      expect(recordCalls(GAME_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        startDate: '2026-04-29',
        endDate: '2026-05-05',
      }),
    );
    expect(screen.getByText(/2026\/04\/29 – 2026\/05\/05/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de jogo' }), 'Slots');
    await waitFor(() =>
      expect(recordCalls(GAME_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        startDate: '2026-04-29',
        endDate: '2026-05-05',
        gameType: 'RNG',
      }),
    );
    expect(router.state.location.search).toBe('?range=7d&gameType=RNG');

    await user.click(screen.getByRole('radio', { name: 'Hoje' }));
    await waitFor(() =>
      expect(recordCalls(GAME_RECORDS).at(-1)).toMatchObject({
        startDate: '2026-05-05',
        endDate: '2026-05-05',
        gameType: 'RNG',
      }),
    );

    // Custom starts from the days shown, then follows the inputs.
    await user.click(screen.getByRole('radio', { name: 'Datas' }));
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    expect(from).toHaveValue('2026-05-05');
    expect(to).toHaveValue('2026-05-05');
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(recordCalls(GAME_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        gameType: 'RNG',
      }),
    );
    expect(router.state.location.search).toBe(
      '?gameType=RNG&range=custom&from=2026-03-01&to=2026-03-31',
    );
  });

  it('refuses a start after the end without asking the server', async () => {
    const { recordCalls } = renderRecords(`${PATH}?range=custom&from=2026-05-01`, {
      [GAME_RECORDS]: paged([]),
    });
    await screen.findByText('Sem apostas neste período');
    expect(recordCalls(GAME_RECORDS)).toEqual([
      { pageNo: '1', pageSize: '25', utcOffset: '-180', startDate: '2026-05-01' },
    ]);
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-04-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data de início é posterior à data de fim.',
    );
    expect(screen.getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Sem apostas neste período')).not.toBeInTheDocument();
    expect(recordCalls(GAME_RECORDS)).toHaveLength(1);
  });

  it('reads the filters from the URL and ignores what it does not know', async () => {
    const { recordCalls } = renderRecords(`${PATH}?range=30d&gameType=live`, {
      [GAME_RECORDS]: paged([]),
    });
    await screen.findByText('Sem apostas neste período');
    expect(recordCalls(GAME_RECORDS)).toEqual([
      {
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        startDate: '2026-04-06',
        endDate: '2026-05-05',
        gameType: 'LIVE',
      },
    ]);
    expect(screen.getByRole('radio', { name: '30 dias' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tipo de jogo' })).toHaveValue('LIVE');
  });

  it('appends the next page when the member scrolls near the bottom, then marks the end', async () => {
    // The page looks at a scroll 150 ms after it; the test moves that clock on itself (and the
    // clock keeps running by itself, for everything else).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const rounds = Array.from({ length: 30 }, (_, index) => gameRecord(30 - index));
    const { recordCalls } = renderRecords(PATH, { [GAME_RECORDS]: paged(rounds) });
    expect(await rowsShown('Rodadas')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
    expect(screen.queryByText('Fim da lista')).not.toBeInTheDocument();

    // 400 px from the bottom: not yet, even once the page has looked.
    scrollTo(10_000 - 800 - 400);
    await act(() => vi.advanceTimersByTimeAsync(INFINITE_SCROLL_DELAY_MS));
    expect(recordCalls(GAME_RECORDS)).toHaveLength(1);

    scrollTo(10_000 - 800 - 250);
    await waitFor(() => expect(screen.getByText('Fim da lista')).toBeInTheDocument());
    expect(await rowsShown('Rodadas')).toHaveLength(30);
    expect(recordCalls(GAME_RECORDS).map((query) => query.pageNo)).toEqual(['1', '2']);
    expect(screen.getByRole('region', { name: 'Totais de 30 rodadas mostradas' })).toBeVisible();
  });

  it('loads the next page from the button too, and shows a round only once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // A round played meanwhile pushed round 6, the last of page 1, onto page 2 as well.
    const first = Array.from({ length: 25 }, (_, index) => gameRecord(30 - index));
    const second = [gameRecord(6), gameRecord(5), gameRecord(4)];
    renderRecords(PATH, {
      [GAME_RECORDS]: (call) => {
        const pageNo = Number(call.url.searchParams.get('pageNo'));
        return envelope({ content: pageNo === 1 ? first : second, totalPages: 2, pageNo });
      },
    });
    expect(await rowsShown('Rodadas')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Fim da lista');
    const rows = await rowsShown('Rodadas');
    expect(rows).toHaveLength(27);
    expect(rows.filter((row) => row.textContent?.includes('Rodada n.º 6'))).toHaveLength(1);
  });

  it('shows an empty state with an illustration and a way to the games', async () => {
    renderRecords(PATH, { [GAME_RECORDS]: paged([]) });
    expect(await screen.findByText('Sem apostas neste período')).toBeInTheDocument();
    expect(
      screen.getByText(
        'As rodadas que você joga aparecem aqui. Tente outro período ou tipo de jogo.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('main svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver jogos' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('list', { name: 'Rodadas' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads', async () => {
    renderRecords(PATH, { [GAME_RECORDS]: () => new Promise<Response>(() => {}) });
    expect(await screen.findByText('Carregando registros…')).toBeInTheDocument();
    expect(screen.getByTestId('records-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a retry when the records fail, and shows them once it works', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let attempts = 0;
    renderRecords(PATH, {
      [GAME_RECORDS]: (call) => {
        attempts += 1;
        return attempts === 1
          ? failure(500, 'server.error', 'Erro do servidor')
          : paged([gameRecord(1)])(call);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os registros.');
    expect(alert).toHaveTextContent('Erro do servidor');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await rowsShown('Rodadas')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded rounds when the next page fails, and retries it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const rounds = Array.from({ length: 26 }, (_, index) => gameRecord(26 - index));
    let failedOnce = false;
    renderRecords(PATH, {
      [GAME_RECORDS]: (call) => {
        if (call.url.searchParams.get('pageNo') === '2' && !failedOnce) {
          failedOnce = true;
          return failure(503, 'server.error', 'Indisponível');
        }
        return paged(rounds)(call);
      },
    });
    expect(await rowsShown('Rodadas')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar mais registros.');
    expect(await rowsShown('Rodadas')).toHaveLength(25);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Fim da lista');
    expect(await rowsShown('Rodadas')).toHaveLength(26);
  });

  it('sends a guest home with the login popup, without asking for records', async () => {
    useSessionStore.getState().setSession(null);
    const { router, recordCalls } = renderRecords(PATH, { [GAME_RECORDS]: paged([]) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(recordCalls(GAME_RECORDS)).toEqual([]);
  });

  it('shows a trial member their own rounds', async () => {
    useSessionStore.getState().setSession({ userName: 'trial123', type: 4, isTrial: true });
    renderRecords(PATH, { [GAME_RECORDS]: paged([gameRecord(3)]) });
    expect(await rowsShown('Rodadas')).toHaveLength(1);
  });
});
