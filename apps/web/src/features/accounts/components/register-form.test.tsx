import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type RegisterSettingsValue } from '@app/contracts';
import { i18n } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  envelope,
  failure,
  json,
  loginValue,
  registerRules,
  renderAccounts,
  type Handler,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const settings = (overrides: Partial<RegisterSettingsValue> = {}): RegisterSettingsValue => ({
  usernameEnabled: true,
  mobileEnabled: true,
  affiliateRequired: false,
  defaultCountryDialingCode: '+55',
  ...overrides,
});

function handlers(extra: Record<string, Handler> = {}, rules = registerRules(), set = settings()) {
  return {
    [`GET ${API.registerSettings}`]: () => envelope(set),
    [`GET ${API.registerRules}`]: () => envelope(rules),
    [`GET ${API.affiliateLookup}`]: () => envelope({ code: null }),
    ...extra,
  };
}

async function registerDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
  await within(dialog).findByRole('button', { name: 'Cadastrar agora' });
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
});

describe('registration popup', () => {
  it('shows both tabs when both methods are on, and copies the mobile number across', async () => {
    renderAccounts(
      '/m/register',
      handlers(
        {},
        registerRules({
          mobileNum: {
            enabled: true,
            required: false,
            regExp: '\\d{9}',
            messageKey: 'validation.mobileNum',
          },
        }),
      ),
    );
    const dialog = await registerDialog();
    const usernameTab = await within(dialog).findByRole('tab', { name: 'Usuário' });
    expect(usernameTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(within(dialog).getByLabelText('Número de celular'), '912345678');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    expect(within(dialog).getByLabelText('Número de celular')).toHaveValue('912345678');
    expect(within(dialog).getByLabelText('Código SMS')).toBeVisible();
    expect(within(dialog).queryByLabelText('Nome de usuário')).toBeNull();
  });

  it('mobile is the only tab (and the default) when only mobile is on', async () => {
    renderAccounts(
      '/m/register',
      handlers({}, registerRules(), settings({ usernameEnabled: false })),
    );
    const dialog = await registerDialog();
    await within(dialog).findByLabelText('Código SMS');
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByLabelText('Nome de usuário')).toBeNull();
  });

  it('the agreement is ticked by default and join is disabled while it is not', async () => {
    renderAccounts('/m/register', handlers());
    const dialog = await registerDialog();
    const agreement = within(dialog).getByRole('checkbox', {
      name: 'Confirmo que tenho 18 anos ou mais e aceito os termos e condições',
    });
    const join = within(dialog).getByRole('button', { name: 'Cadastrar agora' });
    expect(agreement).toBeChecked();
    expect(join).toBeEnabled();
    await userEvent.click(agreement);
    expect(join).toBeDisabled();
    await userEvent.click(agreement);
    expect(join).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'Ler os termos e condições' })).toHaveAttribute(
      'href',
      '/m/help?tag=terms',
    );
  });

  it('on submit the first failing field gets focus and its message; confirm rules apply', async () => {
    const { callsTo } = renderAccounts('/m/register', handlers());
    const dialog = await registerDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveFocus();
    expect(within(dialog).getByText('O formato da conta está incorreto')).toBeVisible();
    expect(within(dialog).getAllByText('Digite a senha')).toHaveLength(1);

    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'newbie01');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    expect(within(dialog).getByLabelText('Senha')).toHaveFocus();
    expect(within(dialog).getAllByText('A confirmação da senha não confere')).toHaveLength(2);
    expect(callsTo('PUT', API.register)).toHaveLength(0);
  });

  it('messages follow a language change', async () => {
    renderAccounts('/m/register', handlers());
    const dialog = await registerDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    expect(within(dialog).getByText('O formato da conta está incorreto')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Account format is incorrect')).toBeVisible();
  });

  it('a rejected affiliate code shows invitation_code_error, focuses the field and sends nothing', async () => {
    const rules = registerRules({
      affiliateCode: {
        enabled: true,
        required: false,
        regExp: '[A-Z0-9]{4,12}',
        messageKey: 'validation.affiliateCode',
      },
    });
    const { callsTo } = renderAccounts(
      '/m/register',
      handlers({ [`POST ${API.affiliateCheck}`]: () => envelope({ success: false }) }, rules),
    );
    const dialog = await registerDialog();
    await userEvent.type(await within(dialog).findByLabelText('Código de convite'), 'NOPE2026');
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'newbie01');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Código de convite')).toHaveFocus());
    expect(within(dialog).getByText('Código de convite inválido')).toBeVisible();
    expect(json(callsTo('POST', API.affiliateCheck)[0]!)).toMatchObject({ code: 'NOPE2026' });
    expect(callsTo('PUT', API.register)).toHaveLength(0);
  });

  it('says at once when the user name is taken, before the form is sent', async () => {
    const { callsTo } = renderAccounts(
      '/m/register',
      handlers({ [`GET ${API.usernameCheck}`]: () => envelope({ available: false }) }),
    );
    const dialog = await registerDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'maria2026');
    await userEvent.click(within(dialog).getByLabelText('Senha'));
    expect(await within(dialog).findByText('Desculpe, o nome de usuário já existe')).toBeVisible();
    expect(callsTo('GET', API.usernameCheck)[0]!.url.searchParams.get('username')).toBe(
      'maria2026',
    );
  });

  it('a rejected code from the link is a referrer link error', async () => {
    const { callsTo } = renderAccounts(
      '/m/register?affiliateCode=GONE2026',
      handlers({ [`POST ${API.affiliateCheck}`]: () => envelope({ success: false }) }),
    );
    const dialog = await registerDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'newbie01');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    expect(await within(dialog).findByText('Erro no link de quem recomendou')).toBeVisible();
    expect(callsTo('PUT', API.register)).toHaveLength(0);
  });

  it('takes the affiliate code from the link and registers with the full payload, then shows the prompt', async () => {
    const { callsTo, router } = renderAccounts(
      '/m/register?affiliateCode=DEMO2026',
      handlers({
        [`POST ${API.affiliateCheck}`]: () => envelope({ success: true }),
        [`PUT ${API.register}`]: () =>
          envelope({ ...loginValue({ userName: 'newbie01' }), account: 'newbie01' }),
      }),
    );
    const dialog = await registerDialog();
    const code = await within(dialog).findByLabelText('Código de convite');
    expect(code).toHaveValue('DEMO2026');
    expect(code).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), ' newbie01 ');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));

    const prompt = await screen.findByRole('dialog', { name: 'Cadastro concluído' });
    expect(within(prompt).getByText('Você já está conectado.')).toBeVisible();
    expect(within(prompt).getByText('newbie01')).toBeVisible();
    expect(within(prompt).getByText('Use esta conta para entrar da próxima vez.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Cadastrar' })).toBeNull();
    expect(useSessionStore.getState().session?.userName).toBe('newbie01');

    const body = json(callsTo('PUT', API.register)[0]!);
    expect(body).toMatchObject({
      username: 'newbie01',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: 'DEMO2026',
      registerMethod: 'H5',
      registerUrl: 'localhost',
      domain: 'localhost',
      type: 0,
      agreement: true,
      email: '',
      mobileNum: '',
      verificationCode: '',
      countryDialingCode: '',
    });

    await userEvent.click(within(prompt).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cadastro concluído' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('a server field error shows under the named field', async () => {
    renderAccounts(
      '/m/register',
      handlers({
        [`PUT ${API.register}`]: () =>
          failure(400, 'register.username.exists', 'Desculpe, o nome de usuário já existe'),
      }),
    );
    const dialog = await registerDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'demo');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));
    expect(await within(dialog).findByText('Desculpe, o nome de usuário já existe')).toBeVisible();
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nome de usuário')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('get code sends the number and counts down to the server expiry', async () => {
    const { callsTo } = renderAccounts(
      '/m/register',
      handlers(
        {
          [`POST ${API.smsSend}`]: () => envelope({ expirationTime: Date.now() + 120_000 }),
        },
        registerRules(),
        settings({ usernameEnabled: false }),
      ),
    );
    const dialog = await registerDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Obter código' }));
    expect(
      within(dialog).getByText('Digite um número de celular válido (pelo menos 5 dígitos)'),
    ).toBeVisible();
    expect(callsTo('POST', API.smsSend)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Número de celular'), '912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obter código' }));
    expect(await screen.findByText('Código enviado')).toBeVisible();
    const counting = within(dialog).getByRole('button', {
      name: /Novo código em 1[12]\d segundos/,
    });
    expect(counting).toBeDisabled();
    expect(json(callsTo('POST', API.smsSend)[0]!)).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+55',
      purpose: 'register',
    });
  });
});
