import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_LINK } from '../../../test/fixtures.ts';
import { envelope, failure } from '../../accounts/test-utils.tsx';
import { LAUNCH_CHAT, renderService, signIn, signOutAll } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const CHAT_URL = 'https://chat.example.test/live?merchant=DEMO';
let opened: string[] = [];

beforeEach(() => {
  opened = [];
  // Links that leave the site are opened by an anchor click (lib/open-external): record them.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    opened.push(this.href);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  signOutAll();
});

async function openPopup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  // Both dialogs are lazy modules: the first open waits for their download.
  const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5_000 });
  await userEvent.click(within(menu).getByRole('button', { name: 'Atendimento' }));
  return screen.findByRole('dialog', { name: 'Atendimento ao cliente' }, { timeout: 5_000 });
}

const entries = (popup: HTMLElement) =>
  within(within(popup).getByRole('list', { name: 'Opções de atendimento' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('service pop-up', () => {
  it('opens from the side menu with every entry for a member who may chat', async () => {
    signIn();
    renderService('/m/home');
    const popup = await openPopup();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await waitFor(() =>
      expect(entries(popup)).toEqual([
        'Atendimento',
        'Mensagens',
        'Avisos',
        'Chat ao vivo',
        'Central de ajuda',
      ]),
    );
    expect(within(popup).getByRole('link', { name: 'Avisos' })).toHaveAttribute(
      'href',
      '/m/notice',
    );
    expect(within(popup).getByRole('link', { name: 'Mensagens' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
    expect(within(popup).getByRole('link', { name: 'Central de ajuda' })).toHaveAttribute(
      'href',
      '/m/help',
    );
  });

  it('leaves messages out when MAILCEN is off', async () => {
    signIn();
    renderService('/m/home', {}, { MAILCEN: false });
    const popup = await openPopup();
    expect(entries(popup)).not.toContain('Mensagens');
  });

  it.each([
    ['a guest', null, {}],
    ['a trial player (type 4)', { type: 4, isTrial: true }, {}],
    ['an agent type outside 0, 1 and 2', { type: 40 }, {}],
    ['a member labelled nochat', { labels: ['vip', 'nochat'] }, {}],
    ['a member when CBS3 is off', {}, { CBS3: false }],
  ] as const)('has no live chat for %s', async (_name, session, flags) => {
    if (session) signIn(session);
    renderService('/m/home', {}, flags);
    const popup = await openPopup();
    expect(entries(popup)).toContain('Avisos');
    expect(entries(popup)).not.toContain('Chat ao vivo');
  });

  it('customer service opens the decrypted service link and closes', async () => {
    renderService('/m/home');
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Atendimento' }));
    expect(opened).toEqual([SERVICE_LINK]);
    expect(screen.queryByRole('dialog', { name: 'Atendimento ao cliente' })).toBeNull();
  });

  it('live chat asks launch chat (module id CBS3) and opens value.chatUrl', async () => {
    signIn();
    const { callsTo, fetchMock } = renderService('/m/home', {
      [LAUNCH_CHAT]: () => envelope({ chatUrl: CHAT_URL }),
    });
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Chat ao vivo' }));
    await waitFor(() => expect(opened).toEqual([CHAT_URL]));
    expect(callsTo('GET', '/wps/chat/launch')).toHaveLength(1);
    // The mock records what fetch got: the request's headers are in its init argument.
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit?][];
    const init = calls.find(([input]) => String(input).startsWith('/wps/chat/launch'))?.[1];
    expect(new Headers(init?.headers).get('Module-Id')).toBe('CBS3');
    expect(screen.queryByRole('dialog', { name: 'Atendimento ao cliente' })).toBeNull();
  });

  it("shows the server's refusal of live chat and stays open", async () => {
    signIn();
    renderService('/m/home', {
      [LAUNCH_CHAT]: () =>
        failure(403, 'chat.unavailable', 'O chat ao vivo não está disponível no momento'),
    });
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Chat ao vivo' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent(
      'O chat ao vivo não está disponível no momento',
    );
    expect(opened).toEqual([]);
  });

  it('closes when one of its links changes the route', async () => {
    const { router } = renderService('/m/home');
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('link', { name: 'Avisos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Atendimento ao cliente' })).toBeNull(),
    );
  });

  it('closes on Escape and on its close button', async () => {
    renderService('/m/home');
    await openPopup();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Atendimento ao cliente' })).toBeNull();
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Atendimento ao cliente' })).toBeNull();
  });
});

describe('floating shortcuts', () => {
  /** Opens the round button's list and returns it. */
  const floating = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
    return screen.findByRole('dialog', { name: 'Atalhos' });
  };

  it('shows referral and the messaging link to a guest, and no live chat', async () => {
    renderService('/m/home');
    const menu = await floating();
    expect(within(menu).getByRole('link', { name: 'Convidar amigos' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Canal do Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
    expect(within(menu).queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
  });

  it('hides referral from a member when the referral promotion is off', async () => {
    signIn();
    const { makeSystemStatus } = await import('../../../test/fixtures.ts');
    const status = makeSystemStatus();
    status.info.whitelabel.referralEnabled = false;
    renderService('/m/home', {}, {}, status);
    const menu = await floating();
    expect(within(menu).queryByRole('link', { name: 'Convidar amigos' })).toBeNull();
    expect(await within(menu).findByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
  });

  it('opens live chat through launch chat', async () => {
    signIn();
    renderService('/m/home', { [LAUNCH_CHAT]: () => envelope({ chatUrl: CHAT_URL }) });
    const menu = await floating();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Chat ao vivo' }));
    await waitFor(() => expect(opened).toEqual([CHAT_URL]));
  });

  it('keeps live chat from a trial player and a nochat member', async () => {
    signIn({ type: 4, isTrial: true });
    const first = renderService('/m/home');
    expect(within(await floating()).queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
    first.unmount();
    signIn({ labels: ['nochat'] });
    renderService('/m/home');
    expect(within(await floating()).queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
  });
});
