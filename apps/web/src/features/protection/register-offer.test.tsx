import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contracts';
import { useSessionStore } from '../../lib/session-store.ts';
import { settleQueries } from '../../test/settle.ts';
import { envelope, loginValue, registerRules, renderAccounts } from '../accounts/test-utils.tsx';

vi.mock('../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setSession(null);
});

describe('limits offered at registration', () => {
  it('offers a daily deposit limit in the success prompt and opens the protection screen', async () => {
    const { router, client } = renderAccounts('/m/register', {
      [`GET ${API.registerSettings}`]: () =>
        envelope({
          usernameEnabled: true,
          mobileEnabled: false,
          affiliateRequired: false,
          defaultCountryDialingCode: '+55',
        }),
      [`GET ${API.registerRules}`]: () => envelope(registerRules()),
      [`GET ${API.affiliateLookup}`]: () => envelope({ code: null }),
      [`PUT ${API.register}`]: () =>
        envelope({ ...loginValue({ userName: 'newbie01' }), account: 'newbie01' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' }, { timeout: 5000 });
    await within(dialog).findByRole('button', { name: 'Cadastrar agora' });
    // The rules and settings arrive first: the form lays itself out again with them.
    await settleQueries(client);
    await userEvent.type(within(dialog).getByLabelText('Nome de usuário'), 'newbie01');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'secret12');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar agora' }));

    const prompt = await screen.findByRole(
      'dialog',
      { name: 'Cadastro concluído' },
      { timeout: 5000 },
    );
    expect(within(prompt).getByText(/você pode limitar quanto deposita por dia/)).toBeVisible();
    await userEvent.click(
      within(prompt).getByRole('button', { name: 'Definir um limite diário de depósito' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/protection'));
    expect(screen.queryByRole('dialog', { name: 'Cadastro concluído' })).toBeNull();
  });
});
