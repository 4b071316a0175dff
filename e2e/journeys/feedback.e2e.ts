import { describe, expect, it } from 'vitest';
import { registerThroughApi, solveCaptcha, trackCaptchas } from '../support/accounts.ts';
import { hidden, useApp, visible } from '../support/app.ts';

/**
 * Feedback and the service pop-up in Portuguese at 390 x 844, against the real server: a new
 * member (registered through the API, its session cookie kept by the page) writes feedback with
 * the real captcha; a guest is sent to login; the pop-up closes when one of its links is taken.
 */

describe('feedback and the service pop-up', () => {
  const app = useApp();

  it('a member sends feedback: under 10 characters confirm stays disabled, a valid one is accepted', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'fb');
    const captchas = trackCaptchas(page);
    await app.goto('/m/feedback');

    const main = page.getByRole('main');
    const confirm = main.getByRole('button', { name: 'Confirmar' });
    await visible(main.getByRole('img', { name: 'Código de verificação' }));
    expect(await confirm.isDisabled()).toBe(true);

    await main.getByRole('button', { name: /Tipo de problema/ }).click();
    const picker = await visible(page.getByRole('dialog', { name: 'Tipo de problema' }));
    await picker.getByRole('radio', { name: 'Problemas com jogos' }).click();
    await hidden(page.getByRole('dialog', { name: 'Tipo de problema' }));

    const content = main.getByLabel('Conteúdo');
    await content.fill('Curto!!!!');
    await visible(main.getByText('9/200'));
    expect(await confirm.isDisabled()).toBe(true);

    await content.fill('O jogo fechou no meio de uma rodada de bônus.');
    await visible(main.getByText('45/200'));
    expect(await confirm.isEnabled()).toBe(true);
    await solveCaptcha(main, baseUrl, captchas, 'Código de verificação');
    await confirm.click();

    const sent = await visible(page.getByRole('dialog', { name: 'Sugestão enviada' }));
    await visible(sent.getByText('Enviado com sucesso'));
    await sent.getByRole('button', { name: 'OK' }).click();
    await hidden(page.getByRole('dialog', { name: 'Sugestão enviada' }));
    expect(await content.inputValue()).toBe('');
  });

  it('a guest opening /m/feedback lands on login', async () => {
    const { page } = app;
    await app.goto('/m/feedback');
    await visible(page.getByRole('dialog', { name: 'Entrar' }));
    expect(new URL(page.url()).pathname).toBe('/m/login');
  });

  it('the service pop-up opens from the side menu and closes when one of its links is taken', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
    await menu.getByRole('button', { name: 'Atendimento' }).click();
    const popup = await visible(page.getByRole('dialog', { name: 'Atendimento ao cliente' }));
    for (const name of ['Atendimento', 'Mensagens', 'Avisos', 'Central de ajuda']) {
      await visible(popup.getByRole('listitem').filter({ hasText: name }));
    }
    // A guest has no live chat.
    expect(await popup.getByRole('button', { name: 'Chat ao vivo' }).count()).toBe(0);
    await popup.getByRole('link', { name: 'Central de ajuda' }).click();
    await hidden(page.getByRole('dialog', { name: 'Atendimento ao cliente' }));
    expect(new URL(page.url()).pathname).toBe('/m/help');
  });
});
