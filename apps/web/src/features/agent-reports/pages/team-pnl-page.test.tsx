import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { envelope, failure } from '../../accounts/test-utils.tsx';
import { agentInSaoPaulo, PNL, PNL_REPORT, renderReports } from '../test-utils.tsx';

const PATH = '/m/agent/team/pnl';

agentInSaoPaulo();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('team profit and loss page', () => {
  it('shows one row per downline with 2-decimal amounts and the total row', async () => {
    const { reportCalls } = renderReports(PATH, { [PNL]: () => envelope(PNL_REPORT) });
    const table = await screen.findByRole('table', { name: 'Lucros e perdas por subordinado' });
    const [head, demo, sub, total] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Membro', 'Apostas (R$)', 'Ganhos (R$)', 'Rebates (R$)', 'Resultado (R$)']);
    expect(within(demo!).getByRole('rowheader')).toHaveTextContent('demo');
    expect(cells(demo!)).toEqual(['120,00', '90,50', '1,50', '−28,00']);
    expect(within(sub!).getByRole('rowheader')).toHaveTextContent(/^subagentAgente$/);
    expect(cells(sub!)).toEqual(['5,00', '10,00', '0,00', '+5,00']);
    expect(within(total!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(cells(total!)).toEqual(['125,00', '100,50', '1,50', '−23,00']);
    // Today on the device's clock, with its offset.
    expect(reportCalls(PNL)).toEqual([
      { startDate: '2026-05-06', endDate: '2026-05-06', utcOffset: '-180' },
    ]);
  });

  it('drills into a downline with downlines, shows the way back, and changes the period', async () => {
    const user = userEvent.setup();
    const { reportCalls, router } = renderReports(PATH, {
      [PNL]: (call) =>
        envelope(
          call.url.searchParams.get('parentId') === '5'
            ? {
                ...PNL_REPORT,
                path: [{ memberId: 5, userName: 'subagent' }],
                rows: [{ ...PNL_REPORT.rows[1]!, self: true, downlines: 0 }],
                total: { betCents: 500, winCents: 1_000, rebateCents: 0, pnlCents: 500 },
              }
            : PNL_REPORT,
        ),
    });
    await screen.findByRole('table');
    // Only a row with downlines opens.
    expect(screen.queryByRole('button', { name: /demo/ })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Abrir a equipe de subagent (3 membros)' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?parent=5'));
    const crumbs = await screen.findByRole('navigation', { name: 'Níveis da equipe' });
    await within(crumbs).findByText('subagent');
    expect(await screen.findByText('jogo próprio')).toBeInTheDocument();
    expect(reportCalls(PNL).at(-1)).toMatchObject({ parentId: '5' });

    await user.click(screen.getByRole('radio', { name: 'Este mês' }));
    await waitFor(() =>
      expect(reportCalls(PNL).at(-1)).toEqual({
        startDate: '2026-05-01',
        endDate: '2026-05-06',
        utcOffset: '-180',
        parentId: '5',
      }),
    );
    await user.click(within(crumbs).getByRole('button', { name: 'Minha equipe' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=month'));
  });

  it('refuses a custom period the server would refuse, without asking it', async () => {
    const user = userEvent.setup();
    const { reportCalls } = renderReports(`${PATH}?range=custom&from=2026-05-06&to=2026-05-01`, {
      [PNL]: () => envelope(PNL_REPORT),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data de início é posterior à data de fim.',
    );
    await user.click(screen.getByRole('radio', { name: 'Ontem' }));
    await screen.findByRole('table');
    expect(reportCalls(PNL)).toEqual([
      { startDate: '2026-05-05', endDate: '2026-05-05', utcOffset: '-180' },
    ]);
  });

  it('shows the empty state, and the server reason with a retry on failure', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderReports(PATH, {
      [PNL]: () => {
        attempts += 1;
        return attempts === 1
          ? failure(500, 'server.error', 'Erro no servidor')
          : envelope({ ...PNL_REPORT, rows: [], total: PNL_REPORT.total });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro no servidor');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ainda sem subordinados')).toBeInTheDocument();
  });

  it('sends a member home and a guest home with the login popup, asking nothing', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    const member = renderReports(PATH, { [PNL]: () => envelope(PNL_REPORT) });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/m/home'));
    expect(member.reportCalls(PNL)).toEqual([]);
    member.unmount();

    useSessionStore.getState().setSession(null);
    const guest = renderReports(PATH, { [PNL]: () => envelope(PNL_REPORT) });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/m/home'));
    expect(useModalStore.getState().flags.login).toBe(true);
    expect(guest.reportCalls(PNL)).toEqual([]);
  });

  it('speaks English when the site does', async () => {
    await i18n.changeLanguage('en');
    try {
      renderReports(PATH, { [PNL]: () => envelope(PNL_REPORT) });
      const table = await screen.findByRole('table', { name: 'Profit and loss per downline' });
      const total = within(table).getAllByRole('row').at(-1)!;
      expect(cells(total)).toEqual(['125.00', '100.50', '1.50', '−23.00']);
      expect(screen.getByRole('radio', { name: 'This week' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('pt');
    }
  });
});
