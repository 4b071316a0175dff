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
import { useLogoutStore } from './hooks/use-logout.ts';
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
    await userEvent.click(within(menu).getByRole('button', { name: 'Terminar sessão' }));
    return screen.findByRole('dialog', { name: 'Terminar sessão' });
  }

  it('asks first; cancel keeps the session and makes no call', async () => {
    storeSession();
    const { fetchMock } = renderMemberApp('/m/home');
    const dialog = await startLogout();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(within(dialog).getByText('Tem a certeza de que quer terminar a sessão?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Terminar sessão' })).toBeNull();
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminar sessão' }));

    expect(screen.getByText('A terminar a sessão, aguarde…')).toBeVisible();
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
    expect(screen.queryByRole('link', { name: 'Abrir o centro do membro' })).toBeNull();
  });

  it('keeps the remembered login untouched when it has no auto-login switch', async () => {
    storeSession();
    const record = JSON.stringify({ type: 'sms', username: 'demo', countryDialingCode: '+351' });
    localStorage.setItem(REMEMBERED_LOGIN_KEY, record);
    renderMemberApp('/m/home');
    const dialog = await startLogout();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminar sessão' }));
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminar sessão' }));
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminar sessão' }));
    const again = await screen.findByRole('dialog', { name: 'Terminar sessão' });
    expect(within(again).getByRole('alert')).toHaveTextContent(
      'Não foi possível terminar a sessão',
    );
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

  it('becomes the session (bearer POST), replacing what was stored, before member calls', async () => {
    storeSession({ ...DEMO_SESSION, userName: 'someone_else' });
    window.history.replaceState(null, '', '/m/?token=link-token');
    let release: (() => void) | undefined;
    const fetchMock = mockApi({
      ...memberHandlers(makeMemberInfo({ userName: 'linked', nickname: 'Linked' })),
      [`POST ${API.sessionFromToken}`]: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return envelope(loginValue);
      },
    });
    const client = new QueryClient();
    client.setQueryData(memberKeys.info('someone_else'), makeMemberInfo());

    const adoption = adoptUrlToken(client);
    expect(adoption).not.toBeNull();
    expect(location.search).toBe('');
    expect(useSessionAdoption.getState().pending).toBe(true);
    await waitFor(() => expect(calls(fetchMock, 'POST', API.sessionFromToken)).toHaveLength(1));
    const [, init] = calls(fetchMock, 'POST', API.sessionFromToken)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer link-token');
    release?.();
    await adoption;

    expect(useSessionAdoption.getState().pending).toBe(false);
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'linked', type: 0 }),
    );
    expect(client.getQueryData(memberKeys.info('someone_else'))).toBeUndefined();
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

  it('a refused token changes nothing but still leaves the address bar', async () => {
    storeSession();
    window.history.replaceState(null, '', '/m/home?token=bad&lang=en');
    mockApi({
      [`POST ${API.sessionFromToken}`]: () =>
        errorEnvelope(401, 'session.ended', 'The account has been logged out'),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new QueryClient();
    installSessionGuard(client);
    await expect(adoptUrlToken(client)).resolves.toBeNull();
    expect(location.search).toBe('?lang=en');
    expect(useSessionStore.getState().session).toEqual(
      expect.objectContaining({ userName: 'demo' }),
    );
    expect(warn).toHaveBeenCalled();
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
    await userEvent.click(within(footer).getByRole('link', { name: 'Centro do membro' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });
});
