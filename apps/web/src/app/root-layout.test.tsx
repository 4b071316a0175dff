import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { renderApp } from '../test/render-app.tsx';
import { makeSystemStatus } from '../test/fixtures.ts';
import { loading } from '../lib/loading-store.ts';
import { useNetworkStore } from '../lib/network-store.ts';
import { markSwipe } from '../lib/back-swipe.ts';
import { useSessionStore } from '../lib/session-store.ts';

vi.mock('../features/lottery-betting/launch-game-page.tsx', () => ({
  LaunchGamePage: () => <p>lottery game</p>,
}));
vi.mock('../features/home/home-page.tsx', () => ({
  HomePage: () => <p>home screen</p>,
}));
// Screens of their own (issue 7): only the chrome around them is under test here.
vi.mock('../features/promotions/pages/activity-page.tsx', () => ({
  ActivityPage: () => <p>page screen</p>,
}));
vi.mock('../features/promotions/pages/help-page.tsx', () => ({
  HelpPage: () => <p>page screen</p>,
}));
// Issue 9: the member centre has its own screen now.
vi.mock('../features/member-centre/pages/member-home-page.tsx', () => ({
  MemberHomePage: () => <p>page screen</p>,
}));

async function ready() {
  await screen.findByText(/^(home|page) screen$/, {}, { timeout: 5000 });
}

function footer() {
  return screen.getByRole('navigation', { name: 'Navegação principal' });
}

describe('site chrome', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    loading.hide();
    useSessionStore.getState().setSession(null);
  });

  it('home header: logo link, guest buttons and the menu button', async () => {
    renderApp('/m/home');
    await ready();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('footer has five tabs with the home tab current', async () => {
    renderApp('/m/');
    await ready();
    const links = within(footer()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Área do membro',
      'Promoções',
      'Início',
      'Depósito',
      'Convidar',
    ]);
    expect(within(footer()).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides the invite tab when the referral promotion is off', async () => {
    const status = makeSystemStatus();
    status.info.whitelabel.referralEnabled = false;
    renderApp('/m/home', { status });
    await ready();
    await waitFor(() => expect(within(footer()).getAllByRole('link')).toHaveLength(4));
    expect(within(footer()).queryByRole('link', { name: 'Convidar' })).toBeNull();
  });

  it.each([
    ['/m/member/home', 'Área do membro'],
    ['/m/home', 'Depósito'],
    // Decision 035: the invite tab leads to a member's invite screen.
    ['/m/home', 'Convidar'],
  ])('on %s a guest tapping "%s" gets the login dialog', async (path, tab) => {
    const { router } = renderApp(path);
    await ready();
    await userEvent.click(within(footer()).getByRole('link', { name: tab }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(dialog).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('a page route gets a title and a back arrow; /m/activity goes home', async () => {
    const { router } = renderApp('/m/activity');
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('titles the game list by gameType, and the document too', async () => {
    renderApp('/m/gameList?gameType=FISH');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesca' })).toBeVisible();
    expect(document.title).toBe('Pesca · Concha Play');
  });

  it('goes back one step elsewhere', async () => {
    const { router } = renderApp('/m/home');
    await ready();
    await act(() => router.navigate('/rng'));
    // The page (and its title) changes once the list's chunk has arrived.
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('keeps the page shown while the next screen’s module loads, never a blank page', async () => {
    const { router } = renderApp('/m/home');
    await ready();
    const page = () => document.querySelector('[data-transition-path]');
    act(() => void router.navigate('/lottery'));
    // The weekly schedule's chunk is on its way: home is still what the page shows.
    expect(page()).toHaveAttribute('data-transition-path', '/home');
    expect(router.state.location.pathname).toBe('/m/lottery');
    await waitFor(() => expect(page()).toHaveAttribute('data-transition-path', '/lottery'));
  });

  it('/m/changePsw has no back arrow and no footer', async () => {
    useSessionStore.getState().setSession({ userName: 'demo', type: 0 });
    renderApp('/m/changePsw');
    await screen.findByRole('heading', { level: 2, name: 'Alterar senha' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
  });

  it('/m/changePsw sends a visitor without a session home', async () => {
    const { router } = renderApp('/m/changePsw');
    await ready();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('/m/help hides the footer', async () => {
    renderApp('/m/help');
    await ready();
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
  });

  it('/m/app (its own screen) hides the footer', async () => {
    renderApp('/m/app');
    await screen.findByRole('heading', { level: 1, name: 'Baixar o app' });
    // The page itself has rendered (this stub answers its links call with an error).
    await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
  });

  it('fades the page in on navigation, but not after a back swipe', async () => {
    const animate = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    const { router } = renderApp('/m/home');
    await ready();
    expect(animate).not.toHaveBeenCalled();
    await act(() => router.navigate('/activity'));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]![0]).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    markSwipe();
    await act(() => router.navigate(-1));
    expect(animate).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it('the lottery launcher has no header', async () => {
    renderApp('/m/launchGame?playType=ent&gameId=1');
    await screen.findByText('lottery game', {}, { timeout: 5000 });
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('unknown paths land on /m/home', async () => {
    const { router } = renderApp('/m/no/such/page');
    await ready();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it.each(['/m', '/m/index', '/m/index.html', '/m/home'])('%s is the home screen', async (path) => {
    const { router } = renderApp(path);
    await ready();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/m/login opens the login popup over home; closing it replaces the route with /m/home', async () => {
    const { router } = renderApp('/m/login');
    await ready();
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(document.body).toHaveClass('login-modal-open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('login-modal-open');
  });

  it('the login popup switches to register (and its route)', async () => {
    const { router } = renderApp('/m/login');
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('dialog', { name: 'Cadastrar' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
  });

  it.each([
    ['/m/register', 'Cadastrar'],
    ['/m/register.html', 'Cadastrar'],
    ['/m/forget', 'Esqueci a senha'],
  ])('%s opens its popup', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('dialog', { name })).toBeVisible();
  });

  it('leaving /m/login another way (back button) closes its popup', async () => {
    const { router } = renderApp('/m/home');
    await ready();
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
  });

  it('the side menu closes when the route changes', async () => {
    const { router } = renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await act(() => router.navigate('/activity'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('Escape closes the login popup and focus returns to the header button', async () => {
    renderApp('/m/home');
    await ready();
    const trigger = within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('an open modal marks and hides the page container', async () => {
    renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('dialog', { name: 'Entrar' });
    const container = document.querySelector('[data-modal-open]');
    expect(container).toHaveClass('modal-open');
    expect(container).toHaveAttribute('aria-hidden', 'true');
  });

  it('the right side menu (guest) opens login and register', async () => {
    renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Atendimento' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Baixar o app' })).toHaveAttribute(
      'href',
      '/m/app',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('switching the language changes the text, <html lang> and is remembered', async () => {
    renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const select = within(menu).getByRole('combobox', { name: 'Idioma' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Português', 'English', 'Tiếng Việt']);
    await userEvent.selectOptions(select, 'English');
    expect(await within(menu).findByRole('combobox', { name: 'Language' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('offers Tiếng Việt (issue 18): the chrome then reads Vietnamese, <html lang="vi">', async () => {
    renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const select = within(menu).getByRole('combobox', { name: 'Idioma' });
    // Each language is named in itself, and marked as such for screen readers.
    expect(within(select).getByRole('option', { name: 'Tiếng Việt' })).toHaveAttribute(
      'lang',
      'vi',
    );
    await userEvent.selectOptions(select, 'Tiếng Việt');
    expect(await within(menu).findByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi');
    expect(within(menu).getByRole('button', { name: 'Đăng ký' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Chăm sóc khách hàng' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: 'Đóng' }));
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(nav).getByRole('link', { name: 'Khuyến mãi' })).toBeVisible();
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('vi');
    expect(document.cookie).toMatch(/(?:^|;\s*)language=vi(?:;|$)/);
  });

  it('the dark theme switch sets and remembers the theme', async () => {
    renderApp('/m/home');
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const toggle = await screen.findByRole('switch', { name: 'Tema escuro' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('floating shortcuts: one round button that opens a named list for a guest', async () => {
    const status = makeSystemStatus();
    status.info.resources.push({
      resourceType: 'TELEGRAM2',
      url: 'https://t.me/demo_group',
      labelNameEn: 'Telegram group',
    });
    renderApp('/m/home', { status });
    await ready();
    const toggle = await screen.findByRole('button', { name: 'Atalhos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Convidar amigos' })).toBeNull();
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Atalhos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sheet.id);
    const invite = within(sheet).getByRole('link', { name: 'Convidar amigos' });
    await waitFor(() => expect(invite).toHaveFocus());
    // Two channels, two names: never two identical unnamed icons.
    expect(within(sheet).getByRole('link', { name: 'Canal do Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
    expect(within(sheet).getByRole('link', { name: 'Grupo do Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/demo_group',
    );
    expect(within(sheet).queryByRole('button', { name: 'Chat ao vivo' })).toBeNull();
  });

  it('floating shortcuts: a guest tapping the invite shortcut gets the login dialog', async () => {
    const { router } = renderApp('/m/home');
    await ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
    const sheet = await screen.findByRole('dialog', { name: 'Atalhos' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Convidar amigos' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('floating shortcuts: a member goes to the invite screen, an agent to the agent home', async () => {
    for (const [type, path] of [
      [0, '/m/invite'],
      [1, '/m/agent'],
    ] as const) {
      useSessionStore.getState().setSession({ userName: 'someone', type });
      const { router, unmount } = renderApp('/m/home');
      await ready();
      await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
      const sheet = await screen.findByRole('dialog', { name: 'Atalhos' });
      expect(within(sheet).getByRole('link', { name: 'Convidar amigos' })).toHaveAttribute(
        'href',
        path,
      );
      expect(router.state.location.pathname).toBe('/m/home');
      unmount();
    }
  });

  it('floating shortcuts close on Escape (focus back on the button) and on a tap outside', async () => {
    renderApp('/m/home');
    await ready();
    const toggle = await screen.findByRole('button', { name: 'Atalhos' });
    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Atalhos' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Atalhos' })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Atalhos' });
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Atalhos' })).toBeNull();

    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(screen.queryByRole('dialog', { name: 'Atalhos' })).toBeNull();
  });

  it('floating shortcuts close when one is followed', async () => {
    // A member: a guest's invite shortcut opens the login dialog instead (decision 035).
    useSessionStore.getState().setSession({ userName: 'someone', type: 0 });
    const { router } = renderApp('/m/home');
    await ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Atalhos' }));
    const sheet = await screen.findByRole('dialog', { name: 'Atalhos' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Convidar amigos' }));
    expect(screen.queryByRole('dialog', { name: 'Atalhos' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/invite'));
  });

  it('shows the loading overlay and the network texts', async () => {
    renderApp('/m/home');
    await ready();
    act(() => loading.show());
    expect(screen.getByText('Aguarde, por favor…')).toBeVisible();
    act(() => useNetworkStore.setState({ online: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sem Internet');
    act(() => useNetworkStore.setState({ online: true, slowLink: true }));
    expect(screen.getByText('Conexão lenta')).toBeVisible();
    act(() => useNetworkStore.setState({ slowLink: false }));
    expect(screen.queryByText('Conexão lenta')).toBeNull();
  });

  it('reacts to the browser going offline', async () => {
    renderApp('/m/home');
    await ready();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sem Internet');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Sem Internet')).toBeNull();
  });
});
