import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadingStore } from '../../../lib/loading-store.ts';
import { envelope, failure, json } from '../../accounts/test-utils.tsx';
import { FEEDBACK_PUT, renderService, signIn, signOutAll } from '../test-utils.tsx';

vi.mock('../../home/home-page.tsx', () => ({ HomePage: () => <p>home screen</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
  signOutAll();
  useLoadingStore.getState().hide();
});

const confirm = () => screen.getByRole('button', { name: 'Confirmar' });
const content = () => screen.getByLabelText('Conteúdo');
const captchaInput = () => screen.getByLabelText('Código de verificação');

async function chooseType(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Tipo de problema/ }));
  const picker = await screen.findByRole('dialog', { name: 'Tipo de problema' });
  await userEvent.click(within(picker).getByRole('radio', { name }));
}

describe('feedback screen', () => {
  it('sends a guest to the login route', async () => {
    const { router } = renderService('/m/feedback');
    await screen.findByText('home screen');
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('fetches a captcha on open; tapping the image fetches a new one', async () => {
    signIn();
    const { callsTo } = renderService('/m/feedback');
    expect(await screen.findByRole('img', { name: 'Código de verificação' })).toBeVisible();
    expect(callsTo('GET', '/wps/captcha')).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Atualizar o código de verificação' }),
    );
    await waitFor(() => expect(callsTo('GET', '/wps/captcha')).toHaveLength(2));
  });

  it('offers the six question types with none chosen at first', async () => {
    signIn();
    renderService('/m/feedback');
    const picker = await screen.findByRole('button', { name: /Tipo de problema/ });
    expect(picker).toHaveAccessibleName('Tipo de problema Escolha o tipo de problema');
    await userEvent.click(picker);
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de problema' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Problemas com depósitos',
      'Problemas com saques',
      'Problemas com jogos',
      'Problemas com o atendimento',
      'Quero ser agente',
      'Outros assuntos',
    ]);
    expect(options.every((option) => option.getAttribute('aria-checked') === 'false')).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Problemas com jogos' }));
    expect(screen.queryByRole('dialog', { name: 'Tipo de problema' })).toBeNull();
    expect(screen.getByRole('button', { name: /Tipo de problema/ })).toHaveAccessibleName(
      'Tipo de problema Problemas com jogos',
    );
  });

  it('counts current/200 and keeps confirm disabled outside 10 to 200 characters', async () => {
    signIn();
    renderService('/m/feedback');
    await screen.findByLabelText('Conteúdo');
    expect(screen.getByText('0/200')).toBeVisible();
    expect(confirm()).toBeDisabled();
    await userEvent.type(content(), '123456789');
    expect(screen.getByText('9/200')).toBeVisible();
    expect(confirm()).toBeDisabled();
    await userEvent.type(content(), '0');
    expect(screen.getByText('10/200')).toBeVisible();
    expect(confirm()).toBeEnabled();
    // Blanks around do not count towards the minimum.
    await userEvent.clear(content());
    await userEvent.type(content(), '   abcdefghi   ');
    expect(confirm()).toBeDisabled();
    // Pasting more than 200 keeps the first 200.
    await userEvent.clear(content());
    content().focus();
    await userEvent.paste('x'.repeat(250));
    expect(content()).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeVisible();
    expect(confirm()).toBeEnabled();
  });

  it('asks for the captcha under its input and sends nothing without it', async () => {
    signIn();
    const { callsTo } = renderService('/m/feedback', { [FEEDBACK_PUT]: () => envelope({}) });
    await screen.findByRole('img', { name: 'Código de verificação' });
    await chooseType('Problemas com depósitos');
    await userEvent.type(content(), 'O meu depósito não chegou');
    await userEvent.click(confirm());
    expect(screen.getByText('digite o código de verificação')).toBeVisible();
    expect(captchaInput()).toHaveAttribute('aria-invalid', 'true');
    expect(captchaInput()).toHaveFocus();
    expect(callsTo('PUT', '/wps/member/feedback')).toHaveLength(0);
  });

  it('asks for the question type and sends nothing without it', async () => {
    signIn();
    const { callsTo } = renderService('/m/feedback');
    await screen.findByRole('img', { name: 'Código de verificação' });
    await userEvent.type(content(), 'O meu depósito não chegou');
    await userEvent.type(captchaInput(), 'AB12');
    await userEvent.click(confirm());
    expect(screen.getByText('Escolha o tipo de problema', { selector: 'p' })).toBeVisible();
    expect(callsTo('PUT', '/wps/member/feedback')).toHaveLength(0);
  });

  it('sends content, type, sender and captcha with the loading message, then the success alert', async () => {
    signIn({ userName: 'joana' });
    let answer: (response: Response) => void = () => {};
    const { callsTo } = renderService('/m/feedback', {
      [FEEDBACK_PUT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('img', { name: 'Código de verificação' });
    await chooseType('Quero ser agente');
    await userEvent.type(content(), 'Quero ser agente da marca');
    await userEvent.type(captchaInput(), ' AB12 ');
    await userEvent.click(confirm());

    expect(await screen.findByText('Enviando…')).toBeVisible();
    const [call] = callsTo('PUT', '/wps/member/feedback');
    expect(json(call!)).toEqual({
      content: 'Quero ser agente da marca',
      type: 6,
      sender: 'joana',
      captcha: 'AB12',
      captchaKey: expect.stringMatching(/^captcha-key-/),
    });
    await act(async () => answer(envelope({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' })));

    const alert = await screen.findByRole('dialog', { name: 'Sugestão enviada' });
    expect(within(alert).getByText('Enviado com sucesso')).toBeVisible();
    expect(useLoadingStore.getState().visible).toBe(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Sugestão enviada' })).toBeNull();
    // The form starts over with a new captcha.
    expect(content()).toHaveValue('');
    expect(callsTo('GET', '/wps/captcha').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message, hides the loading and fetches a new captcha", async () => {
    signIn();
    const { callsTo } = renderService('/m/feedback', {
      [FEEDBACK_PUT]: () =>
        failure(429, 'feedback.rate.limited', 'Já enviou 5 sugestões na última hora'),
    });
    await screen.findByRole('img', { name: 'Código de verificação' });
    await chooseType('Outros assuntos');
    await userEvent.type(content(), 'Mais uma sugestão para vocês');
    await userEvent.type(captchaInput(), 'AB12');
    await userEvent.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já enviou 5 sugestões na última hora',
    );
    expect(useLoadingStore.getState().visible).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Sugestão enviada' })).toBeNull();
    await waitFor(() => expect(callsTo('GET', '/wps/captcha')).toHaveLength(2));
  });
});
