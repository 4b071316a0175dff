import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamBet } from '@app/contracts';
import { envelope, type RecordedCall } from '../../accounts/test-utils.tsx';
import { agentInSaoPaulo, BETS, renderReports } from '../test-utils.tsx';

const PATH = '/m/teamBetting';

function bet(n: number, overrides: Partial<TeamBet> = {}): TeamBet {
  return {
    id: `slot:${n}`,
    source: 'slot',
    memberId: 2,
    userName: 'demo',
    gameName: `Lucky Lanterns ${n}`,
    gameType: 'RNG',
    createdAt: '2026-05-06T09:30:05.000Z',
    stakeCents: 100,
    winCents: 250,
    status: 'settled',
    ...overrides,
  };
}

const BETS_LIST = [
  ...Array.from({ length: 25 }, (_, index) => bet(30 - index)),
  bet(5, {
    id: 'lottery:5',
    source: 'lottery',
    gameName: 'Loteria Rápida',
    gameType: 'ELOTT',
    status: 'open',
    winCents: 0,
  }),
];

function paged(call: RecordedCall) {
  const pageNo = Number(call.url.searchParams.get('pageNo'));
  return envelope({
    content: BETS_LIST.slice((pageNo - 1) * 25, pageNo * 25),
    totalPages: 2,
    pageNo,
  });
}

agentInSaoPaulo();

describe('team betting page', () => {
  it('lists the team bets with member, time, stake and win, and loads more on demand', async () => {
    const user = userEvent.setup();
    const { reportCalls } = renderReports(PATH, { [BETS]: paged });
    const list = await screen.findByRole('list', { name: 'Apostas da equipe' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Lucky Lanterns 30');
    expect(first).toHaveTextContent('2026/05/06 06:30:05');
    expect(first).toHaveTextContent('demo');
    expect(first).toHaveTextContent('Liquidada');
    // The merchant's symbol comes with the settings, which may answer after the list.
    await waitFor(() => expect(first).toHaveTextContent('ApostaR$ 1,00'));
    expect(first).toHaveTextContent('GanhoR$ 2,50');
    expect(first).toHaveTextContent('+R$ 1,50');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Aguardando sorteio');
    expect(screen.getByText('Fim da lista')).toBeInTheDocument();
    expect(reportCalls(BETS).map((call) => call.pageNo)).toEqual(['1', '2']);
  });

  it('filters by member and game type through the URL', async () => {
    const user = userEvent.setup();
    const { reportCalls, router } = renderReports(PATH, { [BETS]: paged });
    await screen.findByRole('list', { name: 'Apostas da equipe' });
    await user.type(screen.getByRole('searchbox', { name: 'Membro' }), ' demo ');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(reportCalls(BETS).at(-1)).toMatchObject({ userName: 'demo' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de jogo' }),
      'Loteria eletrônica',
    );
    await waitFor(() =>
      expect(reportCalls(BETS).at(-1)).toEqual({
        pageNo: '1',
        pageSize: '25',
        startDate: '2026-05-06',
        endDate: '2026-05-06',
        utcOffset: '-180',
        userName: 'demo',
        gameType: 'ELOTT',
      }),
    );
    expect(router.state.location.search).toBe('?user=demo&gameType=ELOTT');
  });

  it('shows the empty state', async () => {
    renderReports(PATH, { [BETS]: () => envelope({ content: [], totalPages: 0, pageNo: 1 }) });
    expect(await screen.findByText('Sem apostas da equipe neste período')).toBeInTheDocument();
  });
});
