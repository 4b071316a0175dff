import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_CENTRE_API } from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  calls,
  centreHandlers,
  makeSecurityConfig,
  renderCentre,
  storeSession,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

/** Issue 18 (decision 036): mobile binding and the withdrawal-password reset in the security centre. */

const PATH = '/m/securityCenter';
const LONG = { timeout: 5000 };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function openRow(name: string, button: RegExp | string) {
  const row = await screen.findByRole('region', { name }, LONG);
  await userEvent.click(await within(row).findByRole('button', { name: button }));
  return row;
}

describe('security centre: mobile number', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('binds a +55 number by SMS code: checks the number, sends the code, then binds', async () => {
    storeSession();
    let bound = false;
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.securityConfig}`]: () =>
          envelope(
            makeSecurityConfig({
              mobile: bound ? { bound: true, masked: '21*****4321' } : { bound: false, masked: '' },
            }),
          ),
        [`POST ${MEMBER_CENTRE_API.mobileCode}`]: () =>
          envelope({ expirationTime: Date.now() + 300_000 }),
        [`PUT ${MEMBER_CENTRE_API.mobile}`]: () => {
          bound = true;
          return envelope({ masked: '21*****4321' });
        },
      }),
    );
    const row = await screen.findByRole('region', { name: 'Número de celular' }, LONG);
    expect(within(row).getByText('Não vinculado')).toBeVisible();
    await openRow('Número de celular', 'Vincular Número de celular');
    const form = screen.getByRole('form', { name: 'Vincular celular' });
    expect(within(form).queryByLabelText('Senha de login')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Número de celular'), '2198');
    await userEvent.click(within(form).getByRole('button', { name: 'Obter código' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Digite um celular válido');
    expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.mobileCode)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Número de celular'), '7654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Obter código' }));
    expect(await within(form).findByText('Código enviado para +55 21987654321')).toBeVisible();
    expect(bodyOf(calls(fetchMock, 'POST', MEMBER_CENTRE_API.mobileCode)[0]![1])).toEqual({
      countryDialingCode: '+55',
      mobileNum: '21987654321',
    });
    // Counting down to the code's expiry: no second send meanwhile.
    expect(within(form).getByRole('button', { name: /^Reenviar em \d+ s$/ })).toBeDisabled();

    await userEvent.type(within(form).getByLabelText('Código de verificação'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Celular vinculado')).toBeVisible();
    expect(bodyOf(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.mobile)[0]![1])).toEqual({
      countryDialingCode: '+55',
      mobileNum: '21987654321',
      verificationCode: '123456',
    });
    expect(await within(row).findByText('21*****4321', {}, LONG)).toBeVisible();
  });

  it('changes a bound number only with the login password, and shows the refusal', async () => {
    storeSession();
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`POST ${MEMBER_CENTRE_API.mobileCode}`]: () =>
          envelope({ expirationTime: Date.now() + 300_000 }),
        [`PUT ${MEMBER_CENTRE_API.mobile}`]: () =>
          errorEnvelope(400, 'security.password.incorrect', 'A senha de login está incorreta'),
      }),
    );
    await openRow('Número de celular', 'Alterar Número de celular');
    const form = screen.getByRole('form', { name: 'Alterar celular' });
    await userEvent.type(within(form).getByLabelText('Número de celular'), '21912345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Obter código' }));
    await within(form).findByText('Código enviado para +55 21912345678');
    await userEvent.type(within(form).getByLabelText('Código de verificação'), '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Digite sua senha de login');
    expect(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.mobile)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Senha de login'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A senha de login está incorreta',
    );
    expect(bodyOf(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.mobile)[0]![1])).toMatchObject({
      password: 'wrong',
      verificationCode: '654321',
    });
  });
});

describe('security centre: forgotten withdrawal password', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('resets it with a code to the chosen contact, checking the new password first', async () => {
    storeSession();
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.securityConfig}`]: () =>
          envelope(
            makeSecurityConfig({
              withdrawalPassword: { set: true },
              email: { bound: true, masked: 'an***@example.com' },
            }),
          ),
        [`POST ${MEMBER_CENTRE_API.withdrawPasswordResetCode}`]: () =>
          envelope({
            channel: 'email',
            masked: 'an***@example.com',
            expirationTime: Date.now() + 300_000,
          }),
        [`POST ${MEMBER_CENTRE_API.withdrawPasswordReset}`]: () => envelope(null),
      }),
    );
    await openRow('Senha de saque', 'Esqueci a senha de saque');
    const form = screen.getByRole('form', { name: 'Redefinir senha de saque' });
    const channels = within(form).getByRole('group', { name: 'Enviar o código por' });
    expect(within(channels).getByRole('radio', { name: 'SMS para 11*****4321' })).toBeChecked();
    await userEvent.click(within(channels).getByRole('radio', { name: /^E-mail para/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Obter código' }));
    expect(await within(form).findByText('Código enviado para an***@example.com')).toBeVisible();
    expect(
      bodyOf(calls(fetchMock, 'POST', MEMBER_CENTRE_API.withdrawPasswordResetCode)[0]![1]),
    ).toEqual({ channel: 'email' });

    await userEvent.type(within(form).getByLabelText('Código de verificação'), '112233');
    await userEvent.type(within(form).getByLabelText('Nova senha de saque'), '13579');
    await userEvent.type(within(form).getByLabelText('Confirmar nova senha de saque'), '13579');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('deve ter 6 dígitos');
    await userEvent.type(within(form).getByLabelText('Nova senha de saque'), '1');
    await userEvent.type(within(form).getByLabelText('Confirmar nova senha de saque'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('As duas senhas não coincidem');
    expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.withdrawPasswordReset)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Confirmar nova senha de saque'));
    await userEvent.type(within(form).getByLabelText('Confirmar nova senha de saque'), '135791');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Senha de saque redefinida')).toBeVisible();
    expect(
      bodyOf(calls(fetchMock, 'POST', MEMBER_CENTRE_API.withdrawPasswordReset)[0]![1]),
    ).toEqual({
      channel: 'email',
      verificationCode: '112233',
      newPassword: '135791',
      confirmPassword: '135791',
    });
  });

  it('says so when neither a mobile nor an e-mail is bound, and offers to bind a number', async () => {
    storeSession();
    renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.securityConfig}`]: () =>
          envelope(
            makeSecurityConfig({
              withdrawalPassword: { set: true },
              mobile: { bound: false, masked: '' },
            }),
          ),
      }),
    );
    await openRow('Senha de saque', 'Esqueci a senha de saque');
    expect(
      screen.getByText(
        'Para redefinir a senha de saque, vincule primeiro um celular ou um e-mail.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Redefinir senha de saque' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vincular celular agora' }));
    expect(screen.getByRole('form', { name: 'Vincular celular' })).toBeVisible();
  });
});
