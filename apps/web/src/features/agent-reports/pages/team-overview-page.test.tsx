import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamOverview } from '@app/contracts';
import { envelope } from '../../accounts/test-utils.tsx';
import { agentInSaoPaulo, OVERVIEW, renderReports } from '../test-utils.tsx';

const PATH = '/m/agent/team/overview';

const OVERVIEW_VALUE: TeamOverview = {
  startDate: '2026-05-06',
  endDate: '2026-05-06',
  directMembers: 3,
  teamMembers: 7,
  newMembers: 2,
  firstDepositMembers: 1,
  depositCount: 4,
  depositCents: 150_000,
  withdrawalCents: 1_500,
  validBetCents: 12_345,
  payoutCents: 10_000,
  rebateCents: 45,
  pnlCents: -2_300,
  activeBettors: 5,
};

agentInSaoPaulo();

const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextSibling?.textContent;

describe('team overview page', () => {
  it('shows the team figures with amounts in 2 decimals', async () => {
    renderReports(PATH, { [OVERVIEW]: () => envelope(OVERVIEW_VALUE) });
    const result = await screen.findByRole('region', { name: 'Resultado da equipe' });
    expect(result).toHaveTextContent('−R$ 23,00');
    const members = screen.getByRole('region', { name: 'Membros' });
    expect(fact(members, 'Membros diretos')).toBe('3');
    expect(fact(members, 'Membros da equipe')).toBe('7');
    expect(fact(members, 'Novos cadastros')).toBe('2');
    expect(fact(members, 'Apostadores ativos')).toBe('5');
    const cash = screen.getByRole('region', { name: 'Depósitos e saques' });
    // Brazilian digits group 4-digit amounts too (pt-PT wrote 1500,00).
    expect(fact(cash, 'Total depositado')).toBe('R$ 1.500,00');
    expect(fact(cash, 'Total sacado')).toBe('R$ 15,00');
    const play = screen.getByRole('region', { name: 'Apostas' });
    expect(fact(play, 'Apostas válidas')).toBe('R$ 123,45');
    expect(fact(play, 'Rebates')).toBe('R$ 0,45');
  });

  it('asks for each preset and for custom days, showing the days as YYYY/MM/DD', async () => {
    const user = userEvent.setup();
    const { reportCalls } = renderReports(PATH, { [OVERVIEW]: () => envelope(OVERVIEW_VALUE) });
    await screen.findByRole('region', { name: 'Resultado da equipe' });
    expect(screen.getByText('2026/05/06')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Esta semana' }));
    await waitFor(() =>
      expect(reportCalls(OVERVIEW).at(-1)).toEqual({
        startDate: '2026-05-04',
        endDate: '2026-05-06',
        utcOffset: '-180',
      }),
    );
    expect(screen.getByText('2026/05/04 – 2026/05/06')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Datas' }));
    const from = screen.getByLabelText('De');
    expect(from).toHaveValue('2026-05-04');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('no máximo 93 dias');
    const calls = reportCalls(OVERVIEW).length;
    await user.clear(from);
    await user.type(from, '2026-04-01');
    await waitFor(() =>
      expect(reportCalls(OVERVIEW).at(-1)).toEqual({
        startDate: '2026-04-01',
        endDate: '2026-05-06',
        utcOffset: '-180',
      }),
    );
    expect(reportCalls(OVERVIEW).length).toBe(calls + 1);
  });
});
