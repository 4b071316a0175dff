import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contracts';
import { envelope, makeSystemStatus } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
  unreadZero,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

async function openMenu() {
  await screen.findByText('home screen', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

function entryNames(menu: HTMLElement) {
  const nav = within(menu).getByRole('navigation', { name: 'Menu do membro' });
  // Links, and the agent entry, a button (issue 8), in document order.
  return [...nav.querySelectorAll('a, button')].map((entry) => entry.textContent);
}

describe('right side menu, signed in', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the profile, the VIP label, every entry for an agent, settings and Logout', async () => {
    storeSession({ userName: 'demo', type: 1 });
    renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ type: 1 })),
    });
    const menu = await openMenu();
    expect(await within(menu).findByText('Sunny')).toBeVisible();
    expect(within(menu).getByText('Gold')).toBeVisible();
    expect(await within(menu).findByText('R$ 1.234,56')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Abrir a área do membro' })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    expect(entryNames(menu)).toEqual([
      'Depósito',
      'Saque',
      'Benefícios VIP',
      'Eventos',
      'Central de recompensas',
      'Agente',
      'Ajuda',
      'Extrato da conta',
      'Histórico de apostas',
      'Sugestões',
      'Mensagens',
    ]);
    const link = (name: string) => within(menu).getByRole('link', { name });
    expect(link('Depósito')).toHaveAttribute('href', '/m/voucherCenter');
    expect(link('Saque')).toHaveAttribute('href', '/m/withdraw');
    expect(link('Benefícios VIP')).toHaveAttribute('href', '/m/member/benefits');
    expect(link('Eventos')).toHaveAttribute('href', '/m/activity');
    expect(link('Central de recompensas')).toHaveAttribute('href', '/m/rewardCenter');
    // Issue 8: for an agent the entry opens the agent quick menu (a dialog), not a page.
    expect(within(menu).getByRole('button', { name: 'Agente' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(link('Ajuda')).toHaveAttribute('href', '/m/help');
    expect(link('Extrato da conta')).toHaveAttribute('href', '/m/transaction/record');
    expect(link('Histórico de apostas')).toHaveAttribute('href', '/m/gameRecord');
    expect(link('Sugestões')).toHaveAttribute('href', '/m/feedback');
    expect(link('Mensagens')).toHaveAttribute('href', '/m/webEmail');
    // Shared with the guest view.
    expect(within(menu).getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    expect(within(menu).getByRole('switch', { name: 'Tema escuro' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Atendimento' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Baixar o app' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Canal do Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(within(menu).queryByRole('button', { name: 'Entrar' })).toBeNull();
  });

  it('a member (type 0) gets no agent entry', async () => {
    storeSession();
    renderMemberApp('/m/home');
    const menu = await openMenu();
    expect(entryNames(menu)).not.toContain('Agente');
    expect(entryNames(menu)).toContain('Depósito');
  });

  it('the VIP setting off hides the VIP label and entry', async () => {
    storeSession();
    const status = makeSystemStatus();
    status.info.whitelabel.vipBenefitEnabled = false;
    renderMemberApp('/m/home', { status });
    const menu = await openMenu();
    expect(await within(menu).findByText('Sunny')).toBeVisible();
    expect(within(menu).queryByText('Gold')).toBeNull();
    expect(entryNames(menu)).not.toContain('Benefícios VIP');
  });

  it('white-label menu values and MAILCEN gate their entries', async () => {
    storeSession();
    const status = makeSystemStatus();
    // New objects: the fixture shares its flag and menu records between calls.
    status.info.whitelabel = {
      ...status.info.whitelabel,
      menus: { rewardCenter: false, accountRecord: false, bettingRecord: false, messages: true },
      flags: { ...status.info.whitelabel.flags, MAILCEN: false },
    };
    renderMemberApp('/m/home', { status });
    const menu = await openMenu();
    expect(entryNames(menu)).toEqual([
      'Depósito',
      'Saque',
      'Benefícios VIP',
      'Eventos',
      'Ajuda',
      'Sugestões',
    ]);
  });

  it('messages carry the unread inbox count', async () => {
    storeSession();
    renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`GET ${API.unreadCounts}`]: () => envelope({ ...unreadZero, inbox: 3, total: 3 }),
      },
    });
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Mensagens, 3 não lidas' })).toBeVisible();
  });

  it('a trial session loads no unread counts', async () => {
    storeSession({ userName: 'guest_1', type: 4, isTrial: true });
    const { fetchMock } = renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ type: 4, userName: 'guest_1' })),
    });
    const menu = await openMenu();
    expect(await within(menu).findByText('Sunny')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.memberInfo))).toBe(
        true,
      ),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(API.unreadCounts))).toBe(
      false,
    );
  });

  it('an entry closes the menu and goes to its route', async () => {
    storeSession();
    const { router } = renderMemberApp('/m/home');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Eventos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
  });

  it('guests see the agent entry too', async () => {
    renderMemberApp('/m/home');
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Agente' })).toHaveAttribute('href', '/m/agent');
    expect(within(menu).queryByRole('navigation', { name: 'Menu do membro' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Sair' })).toBeNull();
  });
});
