import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  envelope,
  failure,
  json,
  loginValue,
  renderAccounts,
  statusWithFlags,
} from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

async function forgetDialog() {
  return screen.findByRole('dialog', { name: 'Esqueci a senha' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
});

describe('forgot-password popup', () => {
  it('defaults to e-mail; submit waits for a valid pair and sends it form-encoded, trimmed', async () => {
    const { callsTo, router } = renderAccounts('/m/forget', {
      [`POST ${API.forgotByEmail}`]: () => envelope(null),
    });
    const dialog = await forgetDialog();
    expect(await within(dialog).findByRole('tab', { name: 'Por e-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const submit = within(dialog).getByRole('button', { name: 'Recuperar senha' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), ' demo ');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'demo@example');
    expect(submit).toBeDisabled();
    await userEvent.tab();
    expect(within(dialog).getByText('O formato do e-mail está incorreto')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), '.com ');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    expect(await screen.findByText('Enviamos uma senha temporária para seu e-mail')).toBeVisible();
    const [call] = callsTo('POST', API.forgotByEmail);
    expect(call!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call!.body!))).toEqual({
      username: 'demo',
      email: 'demo@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('defaults to phone with the phone flag; the code input waits for a sent code', async () => {
    const { callsTo } = renderAccounts(
      '/m/forget',
      {
        [`POST ${API.smsSend}`]: () => envelope({ expirationTime: Date.now() + 60_000 }),
        [`POST ${API.setPasswordByPhone}`]: () => envelope(loginValue({ userName: 'phoneuser' })),
      },
      statusWithFlags({ MOBILEVERCODELOGIN3: true }),
    );
    const dialog = await forgetDialog();
    expect(await within(dialog).findByRole('tab', { name: 'Por celular' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const code = within(dialog).getByLabelText('Código SMS');
    expect(code).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Número de celular'), '912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obter código' }));
    await waitFor(() => expect(code).toBeEnabled());
    expect(json(callsTo('POST', API.smsSend)[0]!)).toMatchObject({ purpose: 'resetPassword' });
    await userEvent.type(code, '123456');
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'newpass12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().session?.userName).toBe('phoneuser');
  });

  it.each([
    ['modify.new.old.same', 'A nova senha e a antiga não podem ser iguais', 'password'],
    ['sms.code.invalid', 'Digite um código de verificação válido', 'code'],
  ])('a %s failure clears the %s field', async (errorCode, message, cleared) => {
    renderAccounts(
      '/m/forget',
      {
        [`POST ${API.smsSend}`]: () => envelope({ expirationTime: Date.now() + 60_000 }),
        [`POST ${API.setPasswordByPhone}`]: () => failure(400, errorCode, message),
      },
      statusWithFlags({ MOBILEVERCODELOGIN3: true }),
    );
    const dialog = await forgetDialog();
    await userEvent.type(await within(dialog).findByLabelText('Número de celular'), '912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obter código' }));
    const code = within(dialog).getByLabelText('Código SMS');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, '123456');
    const password = within(dialog).getByLabelText('Nova senha');
    await userEvent.type(password, 'newpass12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(password).toHaveValue(cleared === 'password' ? '' : 'newpass12');
    expect(code).toHaveValue(cleared === 'code' ? '' : '123456');
  });
});
