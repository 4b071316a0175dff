import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { LEDGER_KINDS } from '@app/contracts';
import { failure } from '../../accounts/test-utils.tsx';
import {
  ACCOUNT_RECORDS,
  paged,
  renderRecords,
  transaction,
  memberInSaoPauloAt,
  rowsShown,
} from '../test-utils.tsx';

const PATH = '/m/transaction/record';

const LEDGER = [
  transaction(5, { type: 'win', amountCents: 750, balanceAfterCents: 10_550 }),
  transaction(4, { type: 'bet', amountCents: -200, balanceAfterCents: 9_800 }),
  transaction(3, {
    type: 'vendor.rollback',
    amountCents: 300,
    balanceAfterCents: 10_000,
    reference: 'EXT-R-77',
  }),
  transaction(2, {
    type: 'seed.grant',
    amountCents: 9_700,
    balanceAfterCents: 9_700,
    reference: 'Demo opening balance',
    createdAt: '2026-05-01T08:00:00.000Z',
  }),
  transaction(1, { type: 'cashback.credit', amountCents: 0, balanceAfterCents: 0, reference: '' }),
];

memberInSaoPauloAt('2026-05-05T10:00:00Z');

describe('account record page', () => {
  it('shows every entry with its type, signed amount, balance after and time', async () => {
    renderRecords(PATH, { [ACCOUNT_RECORDS]: paged(LEDGER) });
    const [win, bet, refund, grant, unknown] = await rowsShown('Movimentos');

    expect(win).toHaveTextContent('Ganho');
    expect(win).toHaveTextContent('Valor: +R$ 7,50');
    expect(win).toHaveTextContent('Rodada n.º 5');
    expect(within(win!).getByText('Saldo após').nextSibling).toHaveTextContent('R$ 105,50');
    expect(within(win!).getByText('2026/05/05 09:34:56').tagName).toBe('TIME');

    expect(bet).toHaveTextContent('Aposta');
    expect(bet).toHaveTextContent('Valor: \u2212R$ 2,00');
    expect(bet!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'negative');

    expect(refund).toHaveTextContent('Reembolso (jogo parceiro)');
    expect(refund).toHaveTextContent('Rodada n.º EXT-R-77');

    // A grant's free-text reference is not a round.
    expect(grant).toHaveTextContent('Crédito de boas-vindas');
    expect(grant).toHaveTextContent('2026/05/01 05:00:00');
    expect(grant).not.toHaveTextContent('Demo opening balance');

    // A kind the page has no label for yet still shows, by its name.
    expect(unknown).toHaveTextContent('cashback.credit');
    expect(unknown!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'neutral');

    const totals = screen.getByRole('region', { name: 'Totais de 5 movimentos mostrados' });
    expect(totals).toHaveTextContent('EntradasR$ 107,50');
    expect(totals).toHaveTextContent('SaídasR$ 2,00');
    expect(totals).toHaveTextContent('Resultado+R$ 105,50');
    expect(screen.getByText('Fim da lista')).toBeInTheDocument();
  });

  it('opens ?types=A (the agent entry) on the agent kinds, named by direction', async () => {
    const { recordCalls } = renderRecords(`${PATH}?types=A`, {
      [ACCOUNT_RECORDS]: paged([
        transaction(9, { type: 'agent.transfer', amountCents: -2_500, reference: '' }),
        transaction(8, { type: 'agent.transfer', amountCents: 1_000, reference: '' }),
        transaction(7, { type: 'agent.rebate', amountCents: 150, reference: '' }),
        transaction(6, { type: 'agent.dividend', amountCents: 800, reference: '' }),
        transaction(5, { type: 'agent.salary', amountCents: 400, reference: '' }),
      ]),
    });
    const rows = await rowsShown('Movimentos');
    expect(recordCalls(ACCOUNT_RECORDS)).toEqual([
      { pageNo: '1', pageSize: '25', utcOffset: '-180', types: 'A' },
    ]);
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Transferência para subordinado',
      'Transferência do superior',
      'Rebate de agente',
      'Dividendo de agente',
      'Salário diário de agente',
    ]);
    expect(rows[0]).toHaveTextContent('−R$ 25,00');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('A');
    expect(screen.getByRole('option', { name: 'Movimentos de agente' })).toHaveProperty(
      'selected',
      true,
    );
  });

  it('filters by a group of transfer kinds and keeps it in the URL', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { recordCalls, router } = renderRecords(`${PATH}?types=A`, {
      [ACCOUNT_RECORDS]: paged(LEDGER),
    });
    await rowsShown('Movimentos');
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos os tipos',
      'Depósitos',
      'Saques',
      'Apostas',
      'Ganhos',
      'Reembolsos',
      'Bônus e créditos',
      'Ajustes',
      'Movimentos de agente',
    ]);

    await user.selectOptions(type, 'Apostas');
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        types: 'bet,vendor.bet',
      }),
    );
    expect(router.state.location.search).toBe('?types=bet');

    await user.selectOptions(type, 'Bônus e créditos');
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toMatchObject({
        types: 'trial.grant,seed.grant,reward.claim,tournament.prize,member.rebate',
      }),
    );

    await user.selectOptions(type, 'Saques');
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toMatchObject({
        types: 'withdrawal.hold,withdrawal.rejected,withdrawal.paid',
      }),
    );
    expect(router.state.location.search).toBe('?types=withdrawal');

    await user.selectOptions(type, 'Depósitos');
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toMatchObject({ types: 'deposit' }),
    );

    await user.click(screen.getByRole('radio', { name: '30 dias' }));
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        types: 'deposit',
        startDate: '2026-04-06',
        endDate: '2026-05-05',
      }),
    );

    await user.selectOptions(type, 'Todos os tipos');
    await waitFor(() => expect(router.state.location.search).toBe('?range=30d'));
    await waitFor(() =>
      expect(recordCalls(ACCOUNT_RECORDS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        utcOffset: '-180',
        startDate: '2026-04-06',
        endDate: '2026-05-05',
      }),
    );
  });

  it.each(['pt', 'en', 'vi'])(
    'names every ledger kind the server writes, never by its raw key (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      const entries = LEDGER_KINDS.map((kind, i) =>
        transaction(i + 1, { type: kind, amountCents: 100, reference: '' }),
      );
      // One page of them all, however many kinds there are.
      renderRecords(PATH, { [ACCOUNT_RECORDS]: paged(entries, LEDGER_KINDS.length) });
      const rows = await rowsShown(i18n.t('records.account.list'));
      expect(rows).toHaveLength(LEDGER_KINDS.length);
      const titles = rows.map((row) => row.querySelector('span')?.textContent ?? '');
      LEDGER_KINDS.forEach((kind, i) => {
        expect(titles[i], kind).toBeTruthy();
        expect(titles[i], kind).not.toBe(kind);
        expect(titles[i], kind).not.toMatch(/records\.kinds\./);
      });
    },
  );

  it('opens on the group the URL names', async () => {
    const { recordCalls } = renderRecords(`${PATH}?types=win`, { [ACCOUNT_RECORDS]: paged([]) });
    await screen.findByText('Sem movimentos neste período');
    expect(recordCalls(ACCOUNT_RECORDS)).toEqual([
      { pageNo: '1', pageSize: '25', utcOffset: '-180', types: 'win,vendor.win' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('win');
  });

  it('shows the empty state', async () => {
    renderRecords(PATH, { [ACCOUNT_RECORDS]: paged([]) });
    expect(await screen.findByText('Sem movimentos neste período')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Movimentos' })).not.toBeInTheDocument();
  });

  it('offers a retry when the entries fail', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let attempts = 0;
    renderRecords(PATH, {
      [ACCOUNT_RECORDS]: (call) => {
        attempts += 1;
        return attempts === 1 ? failure(500, 'server.error', 'Falhou') : paged(LEDGER)(call);
      },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await rowsShown('Movimentos')).toHaveLength(5);
  });

  it('sends a guest home with the login popup', async () => {
    useSessionStore.getState().setSession(null);
    const { router, recordCalls } = renderRecords(`${PATH}?types=A`, {
      [ACCOUNT_RECORDS]: paged(LEDGER),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(recordCalls(ACCOUNT_RECORDS)).toEqual([]);
  });

  it('shows a trial member their trial credit', async () => {
    useSessionStore.getState().setSession({ userName: 'trial123', type: 4, isTrial: true });
    renderRecords(PATH, {
      [ACCOUNT_RECORDS]: paged([
        transaction(1, {
          type: 'trial.grant',
          amountCents: 200_000,
          balanceAfterCents: 200_000,
          reference: 'Trial demo balance',
        }),
      ]),
    });
    const [row] = await rowsShown('Movimentos');
    expect(row).toHaveTextContent('Crédito de teste');
  });

  it('speaks English when the site does', async () => {
    await i18n.changeLanguage('en');
    renderRecords(PATH, { [ACCOUNT_RECORDS]: paged(LEDGER.slice(0, 2)) });
    const [win] = await rowsShown('Entries');
    expect(win).toHaveTextContent('Amount: +R$ 7.50');
    expect(within(win!).getByText('Balance after').nextSibling).toHaveTextContent('R$ 105.50');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    expect(screen.getByRole('region', { name: 'Totals of 2 entries shown' })).toBeVisible();
    expect(screen.getByText('End of list')).toBeInTheDocument();
  });
});
