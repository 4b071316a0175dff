import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contracts';
import { signOut } from '../../../lib/session-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { envelope } from '../../../test/fixtures.ts';
import { calls, centreHandlers, renderCentre, storeSession } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const ENTRIES: [string, string][] = [
  ['Extrato de transações', '/m/transaction/record'],
  ['Histórico de apostas', '/m/gameRecord'],
  ['Central de segurança', '/m/securityCenter'],
  ['Dados pessoais', '/m/member/info'],
  ['Mensagens', '/m/webEmail'],
  ['VIP', '/m/vip'],
  ['Central de recompensas', '/m/rewardCenter'],
  ['Meus bônus', '/m/member/bonuses'],
  ['Sugestões', '/m/feedback'],
  ['Central de ajuda', '/m/help'],
];

describe('member home', () => {
  afterEach(() => {
    signOut();
    useModalStore.setState({ flags: {} as never });
    vi.unstubAllGlobals();
  });

  it('flag 0: the base layout lists every entry under the profile and balance', async () => {
    storeSession();
    renderCentre('/m/member/home', centreHandlers('0'));
    const menu = await screen.findByRole(
      'navigation',
      { name: 'Menu da área do membro' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { name: 'Sunny' })).toBeVisible();
    expect(screen.getByText('Conta: demo')).toBeVisible();
    expect(await screen.findByText('R$ 1.234,56')).toBeVisible();
    for (const [name, href] of [
      ['Depositar', '/m/voucherCenter'],
      ['Sacar', '/m/withdraw'],
      ...ENTRIES,
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('navigation', { name: 'Ações rápidas' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Carteira' })).toBeNull();
  });

  it('flag 1: the new layout has the wallet card, quick deposit and withdraw, and a grid', async () => {
    storeSession();
    renderCentre('/m/member/home', centreHandlers('1'));
    const quick = await screen.findByRole(
      'navigation',
      { name: 'Ações rápidas' },
      { timeout: 5000 },
    );
    expect(within(quick).getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(quick).getByRole('link', { name: 'Sacar' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    const wallet = screen.getByRole('region', { name: 'Carteira' });
    expect(within(wallet).getByRole('heading', { name: 'Sunny' })).toBeVisible();
    const services = screen.getByRole('navigation', { name: 'Meus serviços' });
    for (const [name, href] of ENTRIES) {
      expect(within(services).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('navigation', { name: 'Menu da área do membro' })).toBeNull();
  });

  it('shows the bonus balance beside the cash only when there is one', async () => {
    storeSession();
    const { unmount } = renderCentre(
      '/m/member/home',
      centreHandlers('1', {
        [`GET ${API.walletBalance}`]: () => envelope({ sumBalance: 123_456, bonusBalance: 5_050 }),
      }),
    );
    const wallet = await screen.findByRole('region', { name: 'Carteira' }, { timeout: 5000 });
    expect(await within(wallet).findByText('R$ 1.234,56')).toBeVisible();
    expect(within(wallet).getByText('R$ 50,50').parentElement).toHaveTextContent('Bônus: R$ 50,50');
    unmount();
    renderCentre('/m/member/home', centreHandlers('1'));
    const plain = await screen.findByRole('region', { name: 'Carteira' }, { timeout: 5000 });
    expect(await within(plain).findByText('R$ 1.234,56')).toBeVisible();
    expect(within(plain).queryByText(/Bônus/)).toBeNull();
  });

  it('refreshes the balance on demand', async () => {
    storeSession();
    const { fetchMock } = renderCentre('/m/member/home', centreHandlers('1'));
    await screen.findByText('R$ 1.234,56', {}, { timeout: 5000 });
    const before = calls(fetchMock, 'GET', API.walletBalance).length;
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar saldo' }));
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'GET', API.walletBalance).length).toBe(before + 1),
    );
  });

  it('logs out after the confirmation', async () => {
    storeSession();
    const { fetchMock } = renderCentre('/m/member/home', centreHandlers('0'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await vi.waitFor(() => expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(1));
    expect(await screen.findByText('home screen', {}, { timeout: 5000 })).toBeVisible();
  });

  it('asks a guest to log in and opens the login popup on demand', async () => {
    renderCentre('/m/member/home');
    expect(await screen.findByText('Entre primeiro', {}, { timeout: 5000 })).toBeVisible();
    expect(useModalStore.getState().flags.login).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(useModalStore.getState().flags.login).toBe(true);
  });
});
