import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, REMEMBERED_LOGIN_KEY, SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@app/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { pendingPasswordValue, clearPendingPassword } from '../lib/pending-password.ts';
import {
  envelope,
  failure,
  json,
  loginValue,
  renderAccounts,
  statusWithFlags,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const PNG = 'iVBORw0KGgo=';
const captchaValue = (key: string) => ({
  captchaKey: key,
  image: PNG,
  kind: 'text',
  expirationTime: Date.now() + 60_000,
});

async function loginDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
  await within(dialog).findByLabelText('Nome de usuário');
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
  sessionStorage.clear();
  clearPendingPassword();
});

describe('login popup', () => {
  it('signs in with the trimmed user name, remembers name and mode but never the password', async () => {
    const { callsTo, router } = renderAccounts('/m/login', {
      [`POST ${API.login}`]: () => envelope(loginValue({ userName: 'demo' })),
    });
    const dialog = await loginDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), '  demo  ');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
    expect(router.state.location.pathname).toBe('/m/home');
    const [call] = callsTo('POST', API.login);
    expect(json(call!)).toMatchObject({ type: 'username', username: 'demo', password: 'demo1234' });
    expect(useSessionStore.getState().session?.userName).toBe('demo');

    const stored = JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!) as Record<
      string,
      unknown
    >;
    expect(stored).toEqual({ type: 'username', username: 'demo', countryDialingCode: '' });
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      expect(localStorage.getItem(key)).not.toContain('demo1234');
    }
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('demo1234');
  });

  it('prefills the remembered name next time, and forgets it when remember is unticked', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'carla', countryDialingCode: '' }),
    );
    renderAccounts('/m/login', {
      [`POST ${API.login}`]: () => envelope(loginValue({ userName: 'carla' })),
    });
    const dialog = await loginDialog();
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveValue('carla');
    expect(within(dialog).getByLabelText('Senha')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Lembrar-me' }));
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('checks the fields before calling and focuses the first failing one', async () => {
    const { callsTo } = renderAccounts('/m/login');
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveFocus();
    expect(within(dialog).getByText('Digite o nome de usuário')).toBeVisible();
    expect(within(dialog).getByText('Digite a senha')).toBeVisible();
    expect(callsTo('POST', API.login)).toHaveLength(0);
  });

  it('a failure flagged with captcha shows the message, the captcha input and its image', async () => {
    let attempts = 0;
    let captchas = 0;
    const { callsTo } = renderAccounts('/m/login', {
      [`POST ${API.login}`]: () => {
        attempts += 1;
        return attempts === 1
          ? failure(401, 'login.failed', 'Usuário ou senha errados', { captcha: true })
          : envelope(loginValue());
      },
      [`GET ${API.captcha}`]: () => {
        captchas += 1;
        return envelope(captchaValue(`captcha-key-000000${captchas}`));
      },
    });
    const dialog = await loginDialog();
    expect(within(dialog).queryByLabelText('Código da imagem')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Usuário ou senha errados');
    const captchaInput = await within(dialog).findByLabelText('Código da imagem');
    expect(
      await within(dialog).findByRole('img', { name: 'Imagem do código de verificação' }),
    ).toHaveAttribute('src', `data:image/png;base64,${PNG}`);

    // Tapping the image fetches a new one.
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Atualizar a imagem do código' }),
    );
    await waitFor(() => expect(captchas).toBe(2));

    // The captcha is now required, then sent with its key.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(within(dialog).getByText('Digite o código de verificação')).toBeVisible();
    expect(callsTo('POST', API.login)).toHaveLength(1);
    await within(dialog).findByRole('img', { name: 'Imagem do código de verificação' });
    await userEvent.type(captchaInput, 'AB12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(callsTo('POST', API.login)).toHaveLength(2));
    expect(json(callsTo('POST', API.login)[1]!)).toMatchObject({
      captcha: 'AB12',
      captchaKey: 'captcha-key-0000002',
    });
  });

  it('a first login goes to the change-password screen with the password held in memory only', async () => {
    const { router } = renderAccounts('/m/login', {
      [`POST ${API.login}`]: () => envelope(loginValue({ firstTimeLogin: true })),
    });
    const dialog = await loginDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'temp-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/changePsw'));
    expect(pendingPasswordValue()).toBe('temp-pass1');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('temp-pass1');
    expect(
      await screen.findByRole('heading', { name: 'Primeiro acesso: altere sua senha' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Senha antiga')).toBeNull();
  });

  it('free trial signs in a trial account, keeps its name in session storage and goes home', async () => {
    const { router } = renderAccounts('/m/login', {
      [`POST ${API.trialUser}`]: () =>
        envelope(loginValue({ userName: 'TRIAL123', customerType: 4 })),
    });
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Experimentar grátis' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
    expect(router.state.location.pathname).toBe('/m/home');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.trialUser)).toBe('TRIAL123');
    expect(useSessionStore.getState().session?.isTrial).toBe(true);
  });

  it('SMS mode only with MOBILEVERCODELOGIN3; social buttons never without a provider', async () => {
    renderAccounts(
      '/m/login',
      {},
      statusWithFlags({ MOBILEVERCODELOGIN3: true, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true }),
    );
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Código SMS' }));
    expect(within(dialog).getByLabelText('Número de celular')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Obter código' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Facebook' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Entrar com outra conta' })).toBeNull();
  });

  it('without the SMS flag there is no mode switch', async () => {
    renderAccounts('/m/login');
    const dialog = await loginDialog();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('the forgot link opens the forgot popup and closes login', async () => {
    const { router } = renderAccounts('/m/login');
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esqueceu a senha?' }));
    expect(await screen.findByRole('dialog', { name: 'Esqueci a senha' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/forget'));
  });
});
