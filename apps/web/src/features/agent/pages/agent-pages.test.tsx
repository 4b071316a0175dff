import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENTS_API, MESSAGES_API, type AgentProfile, type TeamFooter } from '@app/contracts';
import { envelope, makeSystemStatus } from '../../../test/fixtures.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  calls,
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
  unreadZero,
} from '../../member/test-utils.tsx';
import { API } from '@app/contracts';

const PROFILE: AgentProfile = {
  userName: 'agent01',
  nickname: 'Agente Demo',
  sumBalance: 123_456,
  unreadAnnouncements: 2,
  rebate: 2,
};
const FOOTER: TeamFooter = {
  teamLoginMemberCount: 3,
  teamBetMemberCount: 2,
  teamRegisterMemberCount: 5,
  teamOnlineCount: 1,
};

function agentHandlers(type = 1) {
  return {
    // The member info call tells the site the type again (it would patch the session).
    ...memberHandlers(makeMemberInfo({ type, userName: 'agent01' })),
    [`GET ${API.unreadCounts}`]: () => envelope({ ...unreadZero, inbox: 4 }),
    [`GET ${AGENTS_API.agentProfile}`]: () => envelope(PROFILE),
    [`GET ${AGENTS_API.teamKpi}`]: () => envelope({ footer: FOOTER }),
  };
}

describe('agent home', () => {
  afterEach(() => {
    useSessionStore.getState().setSession(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('redirects to home without a session, and for member, trial and type 40 sessions', async () => {
    for (const session of [
      null,
      { userName: 'demo', type: 0 },
      { userName: 't', type: 4 },
      { userName: 'x', type: 40 },
    ]) {
      storeSession(session);
      const { router, fetchMock, unmount } = renderMemberApp('/m/agent', {
        handlers: agentHandlers(session?.type ?? 0),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(calls(fetchMock, 'GET', AGENTS_API.agentProfile)).toHaveLength(0);
      unmount();
    }
  });

  it("greets by hour, shows the balance, today's counters, the gated grid and the footer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 16, 5));
    storeSession({ userName: 'agent01', type: 1 });
    const status = makeSystemStatus();
    status.info.whitelabel.flags.TEAMBETTING3 = false;
    status.info.whitelabel.dividendEnabled = true;
    const { fetchMock } = renderMemberApp('/m/agent', { handlers: agentHandlers(), status });

    expect(await screen.findByRole('heading', { name: 'Boa tarde, agent01' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('agent-balance')).toHaveTextContent(/^R\$ 1\.234,56$/),
    );
    expect(await screen.findByTestId('counter-teamRegisterMemberCount')).toHaveTextContent('5');
    expect(screen.getByTestId('counter-teamOnlineCount')).toHaveTextContent('1');
    const [kpiCall] = calls(fetchMock, 'GET', AGENTS_API.teamKpi);
    const kpiUrl = new URL(String(kpiCall![0]), 'http://localhost');
    expect(kpiUrl.searchParams.get('startDate')).toBe('2026-05-10');
    expect(kpiUrl.searchParams.get('endDate')).toBe('2026-05-10');
    expect(kpiUrl.searchParams.get('size')).toBe('0');

    expect(screen.getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    const grid = screen.getByRole('navigation', { name: 'Ferramentas do agente' });
    const names = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).not.toContain('Apostas da equipe');
    expect(names).toHaveLength(9);
    expect(within(grid).getByRole('link', { name: 'Resumo da equipe' })).toHaveAttribute(
      'href',
      '/m/agent/team/overview',
    );
    expect(
      await within(grid).findByRole('link', { name: 'Mensagens, não lidas: 4' }),
    ).toHaveAttribute('href', '/m/webEmail');
    expect(within(grid).getByRole('button', { name: 'Serviço online' })).toBeVisible();

    const footer = await screen.findByRole('navigation', { name: 'Seções do agente' });
    expect(within(footer).getByRole('link', { name: 'Abrir conta' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
    expect(within(footer).getByRole('link', { name: 'Dividendos' })).toHaveAttribute(
      'href',
      '/m/agent/dividend',
    );
    expect(within(footer).getByRole('link', { name: 'Anúncios, não lidas: 2' })).toHaveAttribute(
      'href',
      '/m/member/notice?types=A',
    );
  });

  it('navigation does nothing once the session is gone', async () => {
    storeSession({ userName: 'agent01', type: 1 });
    const { router } = renderMemberApp('/m/agent', { handlers: agentHandlers() });
    const link = await screen.findByRole('link', { name: 'Resumo da equipe' });
    // The session ends elsewhere (another tab) without this screen re-rendering yet.
    const session = useSessionStore.getState().session;
    useSessionStore.setState({ session: null });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    useSessionStore.setState({ session });
    expect(router.state.location.pathname).toBe('/m/agent');
    await userEvent.click(screen.getByRole('link', { name: 'Resumo da equipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent/team/overview'));
  });
});

describe('agent footer', () => {
  afterEach(() => useSessionStore.getState().setSession(null));

  // Issue 18: every agent screen (agent, agent-money, agent-reports, agent-contracts) shows the
  // agent footer of spec section 2 in place of the member footer, through the layout.
  it.each([
    '/m/agent',
    '/m/agentRegister',
    '/m/agent/team/overview',
    '/m/teamBetting',
    '/m/member/team',
    '/m/member/agent/agentRebeat',
    '/m/member/agent/getSalaryContract',
    '/m/agent/dividend',
  ])('shows the agent footer, not the member footer, on %s', async (path) => {
    storeSession({ userName: 'agent01', type: 1 });
    const { unmount } = renderMemberApp(path, { handlers: agentHandlers() });
    const footer = await screen.findByRole('navigation', { name: 'Seções do agente' });
    expect(within(footer).getByRole('link', { name: 'Abrir conta' })).toBeVisible();
    expect(screen.getAllByRole('navigation', { name: 'Seções do agente' })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    unmount();
  });

  it('keeps the member footer on member screens, for agents and members alike', async () => {
    for (const session of [
      { userName: 'agent01', type: 1 },
      { userName: 'demo', type: 0 },
    ]) {
      storeSession(session);
      const { unmount } = renderMemberApp('/m/member/home', {
        handlers: agentHandlers(session.type),
      });
      expect(await screen.findByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Seções do agente' })).toBeNull();
      unmount();
    }
  });
});

describe('agent quick menu', () => {
  afterEach(() => {
    useSessionStore.getState().setSession(null);
    vi.unstubAllGlobals();
  });

  it('opens from the side menu agent entry, navigates and closes', async () => {
    storeSession({ userName: 'agent01', type: 1 });
    const status = makeSystemStatus();
    status.info.whitelabel.flags.REGCEN = false;
    const { router } = renderMemberApp('/m/home', { handlers: agentHandlers(), status });
    await userEvent.click(await screen.findByRole('button', { name: /menu/i }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Agente' }));
    const quick = await screen.findByRole('dialog', { name: 'Agente' });
    const items = within(quick)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text);
    expect(items).not.toContain('Central de cadastro');
    expect(items).toContain('Transferência');
    await userEvent.click(within(quick).getByRole('button', { name: 'Transferência' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/team'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agente' })).toBeNull());
  });
});

describe('agent announcements (/m/member/notice?types=A)', () => {
  afterEach(() => {
    useSessionStore.getState().setSession(null);
    vi.unstubAllGlobals();
  });

  const page = (list: unknown[]) => () =>
    envelope({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });

  it('lists type A for an agent', async () => {
    storeSession({ userName: 'agent01', type: 1 });
    const item = {
      id: 5,
      type: 'A',
      title: 'Só para agentes',
      content: '<p>x</p>',
      startDate: '2026-05-01T12:00:00.000Z',
      read: false,
    };
    const { fetchMock } = renderMemberApp('/m/member/notice?types=A', {
      handlers: {
        ...agentHandlers(),
        [`GET ${MESSAGES_API.notices}`]: page([item]),
        [`GET ${MESSAGES_API.popularAnnouncements}`]: page([]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Anúncios para agentes' });
    expect(await within(list).findByText('Só para agentes')).toBeVisible();
    const [notices] = calls(fetchMock, 'GET', MESSAGES_API.notices);
    expect(new URL(String(notices![0]), 'http://localhost').searchParams.get('types')).toBe('A');
  });

  it('sends a member home', async () => {
    storeSession({ userName: 'demo', type: 0 });
    const { router } = renderMemberApp('/m/member/notice?types=A', {
      handlers: agentHandlers(0),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});
