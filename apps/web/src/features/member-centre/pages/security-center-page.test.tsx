import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_CENTRE_API, type MemberSession } from '@app/contracts';
import { envelope, errorEnvelope } from '../../../test/fixtures.ts';
import { signOut } from '../../../lib/session-store.ts';
import {
  calls,
  centreHandlers,
  makeSecurityConfig,
  renderCentre,
  storeSession,
} from '../test-utils.tsx';
import { questionsValid } from './security-center-page.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

const PATH = '/m/securityCenter';
const LONG = { timeout: 5000 };

const session = (id: string, current: boolean, device = 'Chrome on Android'): MemberSession => ({
  id,
  device,
  userAgent: 'UA',
  ip: '198.51.*.*',
  createdAt: '2026-05-01T10:00:00.000Z',
  lastSeenAt: '2026-05-02T10:00:00.000Z',
  current,
});

const row = (name: string) => screen.getByRole('region', { name });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('security centre', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows each protection with its state and the action that sets it', async () => {
    storeSession();
    renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.securityConfig}`]: () =>
          envelope(
            makeSecurityConfig({
              withdrawalPassword: { set: true },
              securityQuestions: { set: true, count: 2 },
            }),
          ),
      }),
    );
    await screen.findByRole('heading', { name: 'Proteções' }, LONG);
    await screen.findByText('Alterada há 12 dias', {}, LONG);
    expect(within(row('Senha de acesso')).getByRole('link', { name: /^Alterar/ })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    const withdrawal = row('Senha de saque');
    expect(within(withdrawal).getByText('Definida')).toBeVisible();
    expect(within(withdrawal).getByRole('link', { name: /^Alterar/ })).toHaveAttribute(
      'href',
      '/m/withdraw/password',
    );
    const payee = row('Beneficiário');
    expect(within(payee).getByText('M**********')).toBeVisible();
    expect(within(payee).getByRole('link', { name: /^Alterar/ })).toHaveAttribute(
      'href',
      '/m/withdraw/payee',
    );
    expect(within(row('Número de celular')).getByText('11*****4321')).toBeVisible();
    expect(within(row('E-mail')).getByText('Não vinculado')).toBeVisible();
    expect(within(row('E-mail')).getByRole('button', { name: /^Vincular/ })).toBeVisible();
    expect(
      within(row('Perguntas de segurança')).getByText('2 perguntas respondidas'),
    ).toBeVisible();
  });

  it('binds an e-mail: checks the format first, then sends it with the password', async () => {
    storeSession();
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`POST ${MEMBER_CENTRE_API.bindEmail}`]: () => envelope({ masked: 'an***@example.com' }),
      }),
    );
    await screen.findByRole('heading', { name: 'Proteções' }, LONG);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'E-mail' }, LONG)).findByRole(
        'button',
        { name: /^Vincular/ },
      ),
    );
    const form = screen.getByRole('form', { name: 'Vincular e-mail' });
    await userEvent.type(within(form).getByLabelText('Endereço de e-mail'), 'ana@example');
    await userEvent.type(within(form).getByLabelText('Senha de acesso'), 'pw123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('O formato do e-mail está incorreto');
    expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.bindEmail)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Endereço de e-mail'), '.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.bindEmail)).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'POST', MEMBER_CENTRE_API.bindEmail)[0]![1])).toEqual({
      email: 'ana@example.com',
      password: 'pw123456',
    });
    expect(await screen.findByText('Alteração salva')).toBeVisible();
  });

  it('shows the server’s refusal of a wrong password', async () => {
    storeSession();
    renderCentre(
      PATH,
      centreHandlers('0', {
        [`POST ${MEMBER_CENTRE_API.bindEmail}`]: () =>
          errorEnvelope(400, 'security.password.incorrect', 'A senha de acesso está incorreta'),
      }),
    );
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'E-mail' }, LONG)).findByRole(
        'button',
        { name: /^Vincular/ },
      ),
    );
    const form = screen.getByRole('form', { name: 'Vincular e-mail' });
    await userEvent.type(within(form).getByLabelText('Endereço de e-mail'), 'ana@example.com');
    await userEvent.type(within(form).getByLabelText('Senha de acesso'), 'bad');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A senha de acesso está incorreta',
    );
  });

  it('sets security questions from the fixed list', async () => {
    storeSession();
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.securityQuestions}`]: () =>
          envelope({
            questions: [
              { code: 'firstPet', text: 'Primeiro animal?' },
              { code: 'birthCity', text: 'Cidade natal?' },
              { code: 'firstSchool', text: 'Primeira escola?' },
            ],
            chosen: [],
          }),
        [`PUT ${MEMBER_CENTRE_API.securityQuestions}`]: () =>
          envelope({ questions: [], chosen: ['firstPet', 'birthCity'] }),
      }),
    );
    await userEvent.click(
      await within(
        await screen.findByRole('region', { name: 'Perguntas de segurança' }, LONG),
      ).findByRole('button', { name: /^Definir/ }),
    );
    const form = screen.getByRole('form', { name: 'Definir perguntas de segurança' });
    await userEvent.selectOptions(
      await within(form).findByRole('combobox', { name: 'Pergunta 1' }),
      'firstPet',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Resposta 1' }), 'Rex');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Escolha 2 ou 3 perguntas');

    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Pergunta 2' }),
      'birthCity',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Resposta 2' }), 'Porto');
    await userEvent.type(within(form).getByLabelText('Senha de acesso'), 'pw1');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.securityQuestions)).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'PUT', MEMBER_CENTRE_API.securityQuestions)[0]![1])).toEqual({
      password: 'pw1',
      answers: [
        { questionCode: 'firstPet', answer: 'Rex' },
        { questionCode: 'birthCity', answer: 'Porto' },
      ],
    });
  });

  it('lists the sessions and ends another one; the current one has no end button', async () => {
    storeSession();
    let list = [session('s1', true, 'Safari on iOS'), session('s2', false)];
    const { fetchMock } = renderCentre(
      PATH,
      centreHandlers('0', {
        [`GET ${MEMBER_CENTRE_API.sessions}`]: () => envelope({ list }),
        [`POST ${MEMBER_CENTRE_API.endSession}`]: () => {
          list = list.filter((item) => item.current);
          return envelope({ ended: 1 });
        },
      }),
    );
    const sessions = await screen.findByRole('list', { name: 'Sessões ativas' }, LONG);
    await within(sessions).findByText('Chrome on Android');
    expect(within(sessions).getByText('Este dispositivo')).toBeVisible();
    expect(within(sessions).queryByRole('button', { name: /Safari on iOS/ })).toBeNull();
    await userEvent.click(
      within(sessions).getByRole('button', { name: 'Encerrar a sessão em Chrome on Android' }),
    );
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'POST', MEMBER_CENTRE_API.endSession)).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, 'POST', MEMBER_CENTRE_API.endSession)[0]![1])).toEqual({
      sessionId: 's2',
    });
    expect(await screen.findByText('Sessão encerrada')).toBeVisible();
    await vi.waitFor(() => expect(within(sessions).queryByText('Chrome on Android')).toBeNull());
    expect(screen.getByText('Nenhum outro dispositivo está conectado.')).toBeVisible();
  });

  it('tells a trial account to log in to an actual one', async () => {
    storeSession({ userName: 'guest1', type: 4, isTrial: true });
    const { fetchMock } = renderCentre(PATH);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Entre em uma conta real para usar esta função',
    );
    expect(calls(fetchMock, 'GET', MEMBER_CENTRE_API.securityConfig)).toHaveLength(0);
  });

  it('checks questions as the server does', () => {
    const row = (code: 'firstPet' | 'birthCity' | '', answer = 'ok') => ({ code, answer });
    expect(questionsValid([row('firstPet'), row('birthCity'), row('')])).toBe(true);
    expect(questionsValid([row('firstPet'), row(''), row('')])).toBe(false);
    expect(questionsValid([row('firstPet'), row('firstPet'), row('')])).toBe(false);
    expect(questionsValid([row('firstPet', ' a '), row('birthCity'), row('')])).toBe(false);
  });
});
