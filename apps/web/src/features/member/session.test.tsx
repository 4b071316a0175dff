import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { API, REMEMBERED_LOGIN_KEY, type LoginValue } from '@app/contracts';
import { envelope, errorEnvelope } from '../../test/fixtures.ts';
import { signOut, useSessionStore } from '../../lib/session-store.ts';
import { useLoadingStore, loading } from '../../lib/loading-store.ts';
import { apiGet, guardParser } from '../../lib/api-client.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { memberKeys } from './api/member-queries.ts';
import { useSessionAdoption } from './lib/session-adoption.ts';
import { useHandoffPrompt } from './lib/handoff-prompt.ts';
import { i18n } from '../../i18n/index.ts';
import { useLogoutStore } from './hooks/use-logout.ts';
import { accountToast } from '../accounts/lib/account-ui-store.ts';
import { installSessionGuard } from './session-guard.ts';
import { adoptUrlToken, takeUrlToken } from './url-token.ts';
import {
  calls,
  DEMO_SESSION,
  makeMemberInfo,
  memberHandlers,
  mockApi,
  renderMemberApp,
  storeSession,
} from './test-utils.tsx';

vi.mock('../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));
// A page of its own (issue 7): these tests are about the session around it.
vi.mock('../promotions/pages/activity-page.tsx', () => ({
  ActivityPage: () => <p>page screen</p>,
}));

const loginValue: LoginValue = {
  token: 'fresh-token',
  userName: 'linked',
  customerType: 0,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
  passwordExpired: false,
  lastLoginTime: null,
};

/** Whatever member data the cache still holds. */
function memberData(client: QueryClient) {
  return client
    .getQueriesData({ queryKey: memberKeys.all })
    .filter(([, data]) => data !== undefined);
}

async function ready() {
  await screen.findByText(/^(home|page) screen$/, {}, { timeout: 5000 });
}

afterEach(() => {
  signOut();
  useLogoutStore.setState({ confirming: false, error: null });
  useSessionAdoption.setState({ pending: false });
  loading.hide();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('logout', () => {
  async function startLogout() {
    await ready();
    // Only the home header has a menu button; the menu itself may be open on any page.
    act(() => useModalStore.getState().open('rightSide'));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await within(menu).findByText('Sunny');
    await userEvent.click(within(menu).getByRole('button', { name: 'Sair' }));
    return screen.findByRole('dialog', { name: 'Sair' });
  }

  it('asks first; cancel keeps the session and makes no call', async () => {
    storeSession();
    const { fetchMock } = renderMemberApp('/m/home');
    const dialog = await startLogout();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(within(dialog).getByText('Tem certeza de que deseja sair?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Sair' })).toBeNull();
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(0);
  });

  it('confirmed: please-wait, DELETE the session, forget the member, auto-login off, home', async () => {
    storeSession();
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'demo', autoLogin: true }),
    );
    let finish: (() => void) | undefined;
    const handlers = {
      ...memberHandlers(),
      [`DELETE ${API.session}`]: async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return envelope(null);
      },
    };
    const { fetchMock, client, router } = renderMemberApp('/m/activity', { handlers });
    await waitFor(() => expect(client.getQueryData(memberKeys.info('demo'))).toBeDefined());
    const dialog = await startLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));

    expect(screen.getByText('Saindo, aguarde…')).toBeVisible();
    await waitFor(() => expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(1));
    expect(useSessionStore.getState().session).not.toBeNull();
    act(() => finish?.());

    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(memberData(client)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!)).toEqual({
      type: 'username',
      username: 'demo',
      autoLogin: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useLoadingStore.getState().visible).toBe(false);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Abrir a área do membro' })).toBeNull();
  });

  it('keeps the remembered login untouched when it has no auto-login switch', async () => {
    storeSession();
    const record = JSON.stringify({ type: 'sms', username: 'demo', countryDialingCode: '+351' });
    localStorage.setItem(REMEMBERED_LOGIN_KEY, record);
    renderMemberApp('/m/home');
    const dialog = await startLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBe(record);
  });

  it('a 401 from DELETE (session already ended) still signs out here', async () => {
    storeSession();
    const { fetchMock } = renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`DELETE ${API.session}`]: () =>
          errorEnvelope(401, 'session.ended', 'The account has been logged out'),
      },
    });
    const dialog = await startLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(calls(fetchMock, 'DELETE', API.session)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('another failure keeps the session and says so in the dialog', async () => {
    storeSession();
    renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`DELETE ${API.session}`]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const dialog = await startLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    const again = await screen.findByRole('dialog', { name: 'Sair' });
    expect(within(again).getByRole('alert')).toHaveTextContent('Não foi possível sair');
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'demo' }),
    );
    expect(useLoadingStore.getState().visible).toBe(false);
  });
});

describe('a session the server has ended', () => {
  it('boot: stored session info fetches member info; its 401 signs out', async () => {
    storeSession();
    const { fetchMock, client } = renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`GET ${API.memberInfo}`]: () =>
          errorEnvelope(401, 'session.ended', 'The account has been logged out'),
      },
    });
    await ready();
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(calls(fetchMock, 'GET', API.memberInfo)).toHaveLength(1);
    expect(memberData(client)).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('says so once, as a status message, however many calls answer session.ended', async () => {
    const show = vi.spyOn(accountToast, 'show');
    storeSession();
    const ended = () => errorEnvelope(401, 'session.ended', 'The account has been logged out');
    renderMemberApp('/m/home', {
      handlers: {
        ...memberHandlers(),
        [`GET ${API.memberInfo}`]: ended,
        [`GET ${API.unreadCounts}`]: ended,
        [`GET ${API.walletBalance}`]: ended,
        [`GET ${API.avatar}`]: ended,
      },
    });
    const message = await screen.findByText('Sua conta foi desconectada. Faça login novamente.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
    show.mockRestore();
    accountToast.hide();
  });

  it('says the session expired when a signed-in browser sends none (auth.required), in English too', async () => {
    await i18n.changeLanguage('en');
    const client = new QueryClient();
    const uninstall = installSessionGuard(client);
    const show = vi.spyOn(accountToast, 'show');
    const any = guardParser((_value: unknown): _value is unknown => true, 'value');
    storeSession();
    mockApi({ 'GET /wps/x': () => errorEnvelope(401, 'auth.required', 'Please login first') });
    await Promise.allSettled([apiGet('/wps/x', any), apiGet('/wps/x', any)]);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toBe('Your session has expired, please log in again');

    // The logged-out wording in English is the spec's.
    storeSession();
    mockApi({ 'GET /wps/x': () => errorEnvelope(401, 'session.ended', 'x') });
    await expect(apiGet('/wps/x', any)).rejects.toMatchObject({ status: 401 });
    expect(show).toHaveBeenCalledTimes(2);
    expect(show.mock.calls[1]![0]).toBe('The account has been logged out, please log in again');
    show.mockRestore();
    accountToast.hide();
    uninstall();
    await i18n.changeLanguage('pt');
  });

  it('any call answering auth.required signs out; other 401 codes and guests are left alone', async () => {
    const client = new QueryClient();
    const uninstall = installSessionGuard(client);
    const any = guardParser((_value: unknown): _value is unknown => true, 'value');
    storeSession();
    client.setQueryData(memberKeys.balance('demo'), { sumBalance: 1 });

    mockApi({ 'GET /wps/x': () => errorEnvelope(401, 'login.failed', 'Wrong') });
    await expect(apiGet('/wps/x', any)).rejects.toMatchObject({ errorCode: 'login.failed' });
    expect(useSessionStore.getState().session).not.toBeNull();

    mockApi({ 'GET /wps/x': () => errorEnvelope(401, 'auth.required', 'Please login first') });
    await expect(apiGet('/wps/x', any, { reportUnauthorized: false })).rejects.toBeTruthy();
    expect(useSessionStore.getState().session).not.toBeNull();

    await expect(apiGet('/wps/x', any)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    expect(client.getQueryData(memberKeys.balance('demo'))).toBeUndefined();

    // A guest's 401 changes nothing (and does not throw inside the handler).
    await expect(apiGet('/wps/x', any)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    uninstall();
  });
});

describe('token in the page URL', () => {
  it('takes the token out of the address bar, keeping the other parameters and the hash', () => {
    window.history.replaceState({ idx: 0 }, '', '/m/activity?a=1&token=abc&b=2#top');
    expect(takeUrlToken()).toBe('abc');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/m/activity?a=1&b=2#top',
    );
    expect(window.history.state).toEqual({ idx: 0 });
    expect(takeUrlToken()).toBeNull();
  });

  it("a visitor's link code becomes the session (the code POSTed, no bearer), before member calls", async () => {
    window.history.replaceState(null, '', '/m/?token=link-code-0123456789');
    let release: (() => void) | undefined;
    const fetchMock = mockApi({
      ...memberHandlers(makeMemberInfo({ userName: 'linked', nickname: 'Linked' })),
      [`POST ${API.sessionHandoffRedeem}`]: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return envelope(loginValue);
      },
    });
    const client = new QueryClient();

    const adoption = adoptUrlToken(client);
    expect(adoption).not.toBeNull();
    expect(location.search).toBe('');
    expect(useSessionAdoption.getState().pending).toBe(true);
    await waitFor(() => expect(calls(fetchMock, 'POST', API.sessionHandoffRedeem)).toHaveLength(1));
    const [, init] = calls(fetchMock, 'POST', API.sessionHandoffRedeem)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'link-code-0123456789' });
    release?.();
    await adoption;

    expect(useSessionAdoption.getState().pending).toBe(false);
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'linked', type: 0 }),
    );
  });

  it('member calls wait while the token is adopted, then load for the new member', async () => {
    storeSession({ ...DEMO_SESSION, userName: 'someone_else' });
    useSessionAdoption.setState({ pending: true });
    const { fetchMock } = renderMemberApp('/m/home', {
      handlers: memberHandlers(makeMemberInfo({ userName: 'linked', nickname: 'Linked' })),
    });
    await ready();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Depósito' }),
    ).toBeVisible();
    expect(calls(fetchMock, 'GET', API.memberInfo)).toHaveLength(0);
    expect(calls(fetchMock, 'GET', API.walletBalance)).toHaveLength(0);

    act(() => {
      useSessionStore.getState().setSession({ userName: 'linked', type: 0 });
      useSessionAdoption.setState({ pending: false });
    });
    expect(await within(screen.getByRole('banner')).findByText('Linked')).toBeVisible();
    expect(calls(fetchMock, 'GET', API.memberInfo)).toHaveLength(1);
  });

  it('a refused code (a session token, an expired code) changes nothing but still leaves the address bar', async () => {
    window.history.replaceState(null, '', '/m/home?token=bad-code-0123456789&lang=en');
    const fetchMock = mockApi({
      [`POST ${API.sessionHandoffRedeem}`]: () =>
        errorEnvelope(401, 'handoff.code.invalid', 'This sign-in link is not valid'),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new QueryClient();
    installSessionGuard(client);
    await expect(adoptUrlToken(client)).resolves.toBeNull();
    expect(location.search).toBe('?lang=en');
    expect(calls(fetchMock, 'POST', API.sessionHandoffRedeem)).toHaveLength(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionAdoption.getState().pending).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('a sign-in link opened by a signed-in member (login swap, decision 029)', () => {
  const linkHandlers = (redeem: () => Response | Promise<Response>) => ({
    ...memberHandlers(makeMemberInfo({ userName: 'someone_else', nickname: 'Someone' })),
    [`POST ${API.sessionHandoffRedeem}`]: redeem,
  });
  /** A signed-in member opens /m/home?token=...: asked, not switched. */
  const openLink = async (redeem: () => Response | Promise<Response>) => {
    storeSession({ ...DEMO_SESSION, userName: 'someone_else' });
    window.history.replaceState(null, '', '/m/home?token=link-code-0123456789');
    const client = new QueryClient();
    expect(adoptUrlToken(client)).toBeNull();
    expect(location.search).toBe('');
    const rendered = renderMemberApp('/m/home', { handlers: linkHandlers(redeem) });
    await ready();
    return rendered;
  };

  afterEach(async () => {
    useHandoffPrompt.setState({ code: null });
    await i18n.changeLanguage('pt');
  });

  it('asks in an accessible dialog, and keeping the account spends nothing and changes nothing', async () => {
    const { fetchMock } = await openLink(() => envelope(loginValue));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar com outra conta?' });
    expect(within(dialog).getByText(/conectado como someone_else/)).toBeVisible();
    const keep = within(dialog).getByRole('button', { name: 'Manter a conta atual' });
    expect(keep).toHaveFocus();
    expect(calls(fetchMock, 'POST', API.sessionHandoffRedeem)).toHaveLength(0);

    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST', API.sessionHandoffRedeem)).toHaveLength(0);
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'someone_else' }),
    );
  });

  it('Escape keeps the current account too', async () => {
    const { fetchMock } = await openLink(() => envelope(loginValue));
    await screen.findByRole('dialog', { name: 'Entrar com outra conta?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST', API.sessionHandoffRedeem)).toHaveLength(0);
  });

  it("signing in with the link redeems the code once and becomes the link's member", async () => {
    const { fetchMock } = await openLink(() => envelope(loginValue));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar com outra conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar com o link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const redeemed = calls(fetchMock, 'POST', API.sessionHandoffRedeem);
    expect(redeemed).toHaveLength(1);
    expect(JSON.parse(String(redeemed[0]![1]?.body))).toEqual({ code: 'link-code-0123456789' });
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'linked' }),
    );
  });

  it("shows the server's refusal in the dialog and keeps the session", async () => {
    await openLink(() =>
      errorEnvelope(401, 'handoff.code.expired', 'Este link de acesso expirou, solicite um novo'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Entrar com outra conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar com o link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este link de acesso expirou, solicite um novo',
    );
    expect(within(dialog).getByRole('button', { name: 'Entrar com o link' })).toBeDisabled();
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'someone_else' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter a conta atual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['en', 'Sign in as another account?', 'Keep current account', 'Sign in with the link'],
    ['vi', 'Đăng nhập bằng tài khoản khác?', 'Giữ tài khoản hiện tại', 'Đăng nhập bằng liên kết'],
  ])('asks in %s', async (language, title, keep, link) => {
    await i18n.changeLanguage(language);
    await openLink(() => envelope(loginValue));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: keep })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: link })).toBeVisible();
  });
});

describe('footer gates follow the real session', () => {
  it('a signed-in member reaches deposit and member centre without the login popup', async () => {
    storeSession();
    const { router } = renderMemberApp('/m/home');
    await ready();
    const footer = screen.getByRole('navigation', { name: 'Navegação principal' });
    await userEvent.click(within(footer).getByRole('link', { name: 'Depósito' }));
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/voucherCenter'));
  });

  it('after a sign-out the same tab opens login again', async () => {
    storeSession();
    renderMemberApp('/m/home');
    await ready();
    act(() => signOut());
    const footer = screen.getByRole('navigation', { name: 'Navegação principal' });
    await userEvent.click(within(footer).getByRole('link', { name: 'Área do membro' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });
});
