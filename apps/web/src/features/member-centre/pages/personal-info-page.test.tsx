import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_CENTRE_API, type PersonalInfo } from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import { calls, centreHandlers, renderCentre, storeSession } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const INFO: PersonalInfo = {
  userName: 'demo',
  nickname: 'Sunny',
  realName: '',
  mobile: '11*****4321',
  email: 'de***@example.com',
  registeredAt: '2026-05-01T10:00:00.000Z',
  vipLevel: { code: 'VIP0', name: 'Bronze' },
};

describe('personal info', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the info and changes the nickname; the server’s rule message is shown', async () => {
    storeSession();
    let info = INFO;
    const { fetchMock } = renderCentre(
      '/m/member/info',
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.personalInfo}`]: () => envelope(info),
        [`PUT ${MEMBER_CENTRE_API.nickname}`]: ({ init }) => {
          const { nickname } = JSON.parse(String(init?.body)) as { nickname: string };
          if (nickname.includes('<')) {
            return errorEnvelope(400, 'register.field.invalid', 'Apelido: formato incorreto');
          }
          info = { ...info, nickname };
          return envelope({ nickname });
        },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Dados pessoais' }, { timeout: 5000 });
    await within(region).findByText('Sunny');
    expect(within(region).getByText('11*****4321')).toBeVisible();
    expect(within(region).getByText('Não definido')).toBeVisible();
    expect(within(region).getByText('Bronze')).toBeVisible();

    await userEvent.click(within(region).getByRole('button', { name: 'Alterar apelido' }));
    const form = within(region).getByRole('form', { name: 'Alterar apelido' });
    const input = within(form).getByLabelText('Novo apelido');
    await userEvent.clear(input);
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Informe um apelido');
    expect(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.nickname)).toHaveLength(0);

    await userEvent.type(input, '<b>');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Apelido: formato incorreto');

    await userEvent.clear(input);
    await userEvent.type(input, 'Ana B');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(region).findByText('Alteração salva')).toBeVisible();
    expect(await within(region).findByText('Ana B')).toBeVisible();
  });
});
