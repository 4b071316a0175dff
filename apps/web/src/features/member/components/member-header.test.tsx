import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, HIDDEN_BALANCE } from '@app/contracts';
import { envelope } from '../../../test/fixtures.ts';
import { signOut, useSessionStore } from '../../../lib/session-store.ts';
import { useBalanceVisibility, BALANCE_HIDDEN_KEY } from '../lib/balance-visibility.ts';
import {
  calls,
  makeMemberInfo,
  memberHandlers,
  renderMemberApp,
  storeSession,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

/** The balance as the header writes it in Portuguese: the merchant's symbol, Brazilian digits. */
const BALANCE_PT = 'R$ 1.234,56';

function banner() {
  return screen.getByRole('banner');
}

async function ready() {
  await screen.findByText('home screen', {}, { timeout: 5000 });
}

describe('member header', () => {
  afterEach(() => {
    signOut();
    useBalanceVisibility.setState({ hidden: false });
    vi.unstubAllGlobals();
  });

  it('guests keep Login and Register; no member block', async () => {
    renderMemberApp('/m/home');
    await ready();
    expect(within(banner()).getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(within(banner()).getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(within(banner()).queryByRole('link', { name: 'Depósito' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Abrir a área do membro' })).toBeNull();
  });

  it('signed in: Deposit and Withdraw, avatar to the member centre, nickname and balance with its symbol', async () => {
    storeSession();
    const { fetchMock } = renderMemberApp('/m/home');
    await ready();
    const header = banner();
    expect(within(header).getByRole('link', { name: 'Depósito' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(header).getByRole('link', { name: 'Saque' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    expect(within(header).queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Abrir a área do membro' })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    expect(await within(header).findByText('Sunny')).toBeVisible();
    expect(await within(header).findByText(BALANCE_PT)).toBeVisible();
    // STATIC avatars are drawn by the site itself.
    expect(header.querySelector('[data-avatar="builtin"]')).not.toBeNull();
    // The unread counts load for members (type 0).
    await waitFor(() => expect(calls(fetchMock, 'GET', API.unreadCounts)).toHaveLength(1));
  });

  it('falls back to the account name when the nickname is empty', async () => {
    storeSession();
    renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ nickname: '  ', account: 'demo_account' })),
    });
    await ready();
    expect(await within(banner()).findByText('demo_account')).toBeVisible();
  });

  it('draws a CUSTOM avatar from its URL', async () => {
    storeSession();
    renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`GET ${API.avatar}`]: () =>
          envelope({ avatar: 'https://cdn.example.test/a.png', avatarType: 'CUSTOM' }),
      },
    });
    await ready();
    await waitFor(() =>
      expect(banner().querySelector('img')).toHaveAttribute(
        'src',
        'https://cdn.example.test/a.png',
      ),
    );
  });

  it('hides and shows the balance, and remembers the choice', async () => {
    storeSession();
    renderMemberApp('/m/home');
    await ready();
    const header = banner();
    expect(await within(header).findByText(BALANCE_PT)).toBeVisible();
    await userEvent.click(within(header).getByRole('button', { name: 'Ocultar saldo' }));
    expect(within(header).getByText(HIDDEN_BALANCE)).toBeVisible();
    expect(within(header).queryByText(BALANCE_PT)).toBeNull();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    await userEvent.click(within(header).getByRole('button', { name: 'Mostrar saldo' }));
    expect(within(header).getByText(BALANCE_PT)).toBeVisible();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('0');
  });

  it('starts hidden when the member chose so before', async () => {
    useBalanceVisibility.setState({ hidden: true });
    storeSession();
    renderMemberApp('/m/home');
    await ready();
    const header = banner();
    expect(await within(header).findByText('Sunny')).toBeVisible();
    expect(within(header).getByText(HIDDEN_BALANCE)).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Mostrar saldo' })).toBeVisible();
  });

  it('shows ***** while the balance refreshes, then the new figure', async () => {
    storeSession();
    let release: (() => void) | undefined;
    let balance = 123_456;
    const handlers = {
      ...memberHandlers(),
      [`GET ${API.walletBalance}`]: async () => {
        if (balance !== 123_456) await new Promise<void>((resolve) => (release = resolve));
        return envelope({ sumBalance: balance, bonusBalance: 0 });
      },
    };
    const { fetchMock } = renderMemberApp('/m/home', { handlers });
    await ready();
    const header = banner();
    expect(await within(header).findByText(BALANCE_PT)).toBeVisible();

    balance = 99_001;
    await userEvent.click(within(header).getByRole('button', { name: 'Atualizar saldo' }));
    expect(within(header).getByText(HIDDEN_BALANCE)).toBeVisible();
    await waitFor(() => expect(calls(fetchMock, 'GET', API.walletBalance)).toHaveLength(2));
    act(() => release?.());
    expect(await within(header).findByText('R$ 990,01')).toBeVisible();
  });

  it('writes the balance with the currency symbol and English digits in English', async () => {
    storeSession();
    localStorage.setItem('language', 'en');
    const { i18n } = await import('../../../i18n/index.ts');
    await i18n.changeLanguage('en');
    renderMemberApp('/m/home');
    await ready();
    const header = banner();
    expect(await within(header).findByText('R$ 1,234.56')).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Refresh balance' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Deposit' })).toBeVisible();
  });

  it('copies the member labels into the session (live chat follows them)', async () => {
    storeSession();
    renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ memberLabel: [{ labelName: 'nochat' }] })),
    });
    await ready();
    await waitFor(() => expect(useSessionStore.getState().session?.labels).toEqual(['nochat']));
    await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
    await screen.findByRole('dialog', { name: 'Atalhos' });
    expect(screen.queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
  });

  it('signed in, the floating menu offers live chat', async () => {
    storeSession();
    renderMemberApp('/m/home');
    await ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
    expect(await screen.findByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
  });
});
