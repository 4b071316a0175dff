import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '@app/contracts';
import {
  API_MEMBER_PASSWORD,
  expectBalance,
  header,
  login,
  openLogin,
  readFromOutbox,
  registerThroughApi,
  solveCaptcha,
  trackCaptchas,
  uniqueName,
  type CaptchaTracker,
} from '../support/accounts.ts';
import { hidden, linkOrButton, useApp, visible } from '../support/app.ts';

/**
 * Accounts journeys in Portuguese (the default) at 390 x 844, against the real server and its
 * demo merchant: registration captcha on, both registration methods on, SMS login on.
 */

/** The same as the members registerThroughApi makes. */
const PASSWORD = API_MEMBER_PASSWORD;

async function openRegister(page: Page): Promise<Locator> {
  await linkOrButton(header(page), 'Cadastrar').first().click();
  return visible(page.getByRole('dialog', { name: 'Cadastrar' }));
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
  await menu.getByRole('button', { name: 'Sair' }).click();
  const confirm = await visible(page.getByRole('dialog', { name: 'Sair' }));
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await visible(linkOrButton(header(page), 'Entrar'));
}

/** Fills and sends the user-name registration form; answers the registration captcha. */
async function registerByName(
  page: Page,
  baseUrl: string,
  captchas: CaptchaTracker,
  userName: string,
): Promise<Locator> {
  captchas.reset();
  const dialog = await openRegister(page);
  await dialog.getByRole('tab', { name: 'Usuário' }).click();
  await dialog.getByLabel('Nome de usuário', { exact: true }).fill(userName);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
  await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
  await dialog.getByRole('button', { name: 'Cadastrar agora' }).click();
  return visible(page.getByRole('dialog', { name: 'Cadastro concluído' }));
}

describe('accounts', () => {
  const app = useApp();

  it('registers by user name, shows the success prompt and the balance, logs out and back in', async () => {
    const { page, baseUrl } = app;
    const captchas = trackCaptchas(page);
    const userName = uniqueName('maria');
    await app.goto('/m/');

    const prompt = await registerByName(page, baseUrl, captchas, userName);
    await visible(prompt.getByText('Você já está conectado.'));
    await visible(prompt.getByText(userName, { exact: true }));
    await visible(prompt.getByText('Use esta conta para entrar da próxima vez.'));
    await prompt.getByRole('button', { name: 'Confirmar' }).click();
    await hidden(page.getByRole('dialog', { name: 'Cadastro concluído' }));
    // The prompt fades out, then goes home.
    await page.waitForURL('**/m/home');

    // Signed in: the member block replaces the guest buttons; a new member holds R$ 0,00.
    await visible(linkOrButton(header(page), 'Depósito'));
    await visible(header(page).getByText(userName));
    await expectBalance(page, 'R$ 0,00');
    await hidden(linkOrButton(header(page), 'Entrar'));

    await logout(page);
    await login(page, baseUrl, captchas, userName, PASSWORD);
    await visible(header(page).getByText(userName));
    await expectBalance(page, 'R$ 0,00');

    // The session survives a reload (HttpOnly cookie) and the seeded member sees their money.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(header(page).getByText(userName));
  });

  it('registers by mobile number with the code from the SMS outbox', async () => {
    const { page, baseUrl } = app;
    const captchas = trackCaptchas(page);
    const mobile = `119${Date.now().toString().slice(-8)}`;
    await app.goto('/m/register');
    const dialog = await visible(page.getByRole('dialog', { name: 'Cadastrar' }));
    await dialog.getByRole('tab', { name: 'Celular' }).click();
    await dialog.getByLabel('Número de celular', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Obter código' }).click();
    // The button counts down to the code's expiry instead of offering another code.
    await hidden(dialog.getByRole('button', { name: 'Obter código' }));

    const code = await readFromOutbox(baseUrl, `+55${mobile}`, /(\d{6})/);
    await dialog.getByLabel('Código SMS', { exact: true }).fill(code);
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
    await dialog.getByRole('button', { name: 'Cadastrar agora' }).click();

    const prompt = await visible(page.getByRole('dialog', { name: 'Cadastro concluído' }));
    await visible(prompt.getByText('Você já está conectado.'));
    await prompt.getByRole('button', { name: 'Confirmar' }).click();
    await expectBalance(page, 'R$ 0,00');
  });

  it('starts a free trial from the login popup with a demo balance', async () => {
    const { page } = app;
    await app.goto('/m/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Experimentar grátis' }).click();
    await hidden(page.getByRole('dialog', { name: 'Entrar' }));
    await expectBalance(page, 'R$ 2.000,00');
    const trialName = await page.evaluate(() => sessionStorage.getItem('TRIAL_USER'));
    expect(trialName).toMatch(/^trial/i);
  });

  it('recovers a password by e-mail, signs in with the temporary one and must change it', async () => {
    const { page, baseUrl } = app;
    const captchas = trackCaptchas(page);
    const userName = uniqueName('rita');
    const email = `${userName}@example.com`;
    await app.goto('/m/');
    // A member with an e-mail address (the registration form's optional field).
    captchas.reset();
    const register = await openRegister(page);
    await register.getByLabel('Nome de usuário', { exact: true }).fill(userName);
    await register.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
    await register.getByLabel('E-mail', { exact: true }).fill(email);
    await solveCaptcha(register, baseUrl, captchas, 'Código da imagem');
    await register.getByRole('button', { name: 'Cadastrar agora' }).click();
    const prompt = await visible(page.getByRole('dialog', { name: 'Cadastro concluído' }));
    await prompt.getByRole('button', { name: 'Confirmar' }).click();
    await logout(page);

    await app.goto('/m/forget');
    const forget = await visible(page.getByRole('dialog', { name: 'Esqueci a senha' }));
    // The demo merchant verifies phones, so the phone method comes first.
    await forget.getByRole('tab', { name: 'Por e-mail' }).click();
    await forget.getByLabel('Nome de usuário', { exact: true }).fill(userName);
    await forget.getByLabel('E-mail', { exact: true }).fill(email);
    await forget.getByRole('button', { name: 'Recuperar senha' }).click();
    await visible(page.getByText('Enviamos uma senha temporária para seu e-mail'));

    const temporary = await readFromOutbox(baseUrl, email, /:\s*([A-Za-z0-9]{10})\b/);
    await app.goto('/m/');
    await login(page, baseUrl, captchas, userName, temporary);

    // Forced through the change screen; the temporary password is held in memory only.
    await page.waitForURL('**/m/changePsw');
    await visible(page.getByRole('heading', { name: 'Sua senha expirou' }));
    await hidden(page.getByLabel('Senha antiga', { exact: true }));
    const fresh = 'Nova2026pass';
    await page.getByLabel('Nova senha', { exact: true }).fill(fresh);
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await visible(page.getByText('Alteração salva'));
    await page.waitForURL('**/m/home');

    await logout(page);
    await login(page, baseUrl, captchas, userName, fresh);
    await visible(header(page).getByText(userName));
  });

  it('refuses a new password equal to the old one with a dialog and no call', async () => {
    const { page } = app;
    await app.goto('/m/');
    // A signed-in member of its own; registering through the form is the first journey's.
    await registerThroughApi(page, 'joana');

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('passWordChangeV2')) calls.push(request.url());
    });
    await app.goto('/m/changePsw');
    await page.getByLabel('Senha antiga', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    const dialog = await visible(page.getByRole('alertdialog').or(page.getByRole('dialog')));
    await visible(
      dialog.getByText('A nova senha e a antiga não podem ser iguais', { exact: true }),
    );
    expect(calls).toEqual([]);
  });

  it('shows the login popup in Portuguese and in English', async () => {
    const { page } = app;
    await app.goto('/m/login');
    const pt = await visible(page.getByRole('dialog', { name: 'Entrar' }));
    await visible(pt.getByLabel('Nome de usuário', { exact: true }));
    await visible(pt.getByLabel('Senha', { exact: true }));
    await visible(pt.getByRole('checkbox', { name: 'Lembrar-me' }));
    await visible(pt.getByRole('button', { name: 'Esqueceu a senha?' }));
    await visible(pt.getByRole('button', { name: 'Experimentar grátis' }));
    expect(await pt.getByRole('checkbox', { name: 'Lembrar-me' }).isChecked()).toBe(true);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const en = await visible(page.getByRole('dialog', { name: 'Login' }));
    await visible(en.getByLabel('Username', { exact: true }));
    await visible(en.getByLabel('Password', { exact: true }));
    await visible(en.getByRole('checkbox', { name: 'Remember me' }));
    await visible(en.getByRole('button', { name: 'Forgot password?' }));
    await visible(en.getByRole('button', { name: 'Free trial' }));

    // Closing the popup on its own route goes home.
    await en.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/m/home');
  });

  it('a sign-in link asks a signed-in member first; a session token in the URL signs no one in', async () => {
    const { page, baseUrl } = app;
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${baseUrl}${path}`, init);
      return (await response.json()) as { success: boolean; value: Record<string, string> };
    };
    // The link's account, registered from outside the browser (as the app would be signed in).
    const { value: captcha } = await call(API.captcha);
    const { value: answer } = await call(`${API.devCaptcha}?key=${captcha.captchaKey}`);
    const linked = uniqueName('linked');
    const registered = await call(API.register, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registerMethod: 'APP',
        registerUrl: 'localhost',
        username: linked,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        captcha: answer.answer,
        captchaKey: captcha.captchaKey,
        type: 0,
        agreement: true,
      }),
    });
    expect(registered.success).toBe(true);
    const bearer = { authorization: `Bearer ${registered.value.token}` };
    const memberName = () =>
      page.evaluate(async (path) => {
        const response = await fetch(path);
        const body = (await response.json()) as { value?: { userName?: string } };
        return body.value?.userName ?? null;
      }, API.memberInfo);

    // A guest handed a session token in the URL stays a guest: the server refuses it.
    await app.goto(`/m/home?token=${registered.value.token}`);
    await visible(linkOrButton(header(page), 'Entrar'));
    await expect.poll(() => page.evaluate(() => location.search)).toBe('');
    expect(await memberName()).toBeNull();

    // A signed-in member opening a fresh hand-off link is asked, and keeps the account.
    const current = await registerThroughApi(page, 'current');
    const code = async () =>
      (await call(API.sessionHandoff, { method: 'POST', headers: bearer })).value.code!;
    await app.goto(`/m/home?token=${await code()}`);
    let ask = await visible(page.getByRole('dialog', { name: 'Entrar com outra conta?' }));
    await ask.getByRole('button', { name: 'Manter a conta atual' }).click();
    await hidden(ask);
    expect(await memberName()).toBe(current);

    // Asked again with another link, choosing it signs in as the link's account.
    await app.goto(`/m/home?token=${await code()}`);
    ask = await visible(page.getByRole('dialog', { name: 'Entrar com outra conta?' }));
    await ask.getByRole('button', { name: 'Entrar com o link' }).click();
    await hidden(ask);
    await expect.poll(memberName).toBe(linked);
  });

  // Last: a failure makes this address need a captcha for every later login (spec section 4).
  it('asks for a captcha after a wrong password and signs in on a correct second try', async () => {
    const { page, baseUrl } = app;
    const captchas = trackCaptchas(page);
    await app.goto('/m/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Nome de usuário', { exact: true }).fill('  demo ');
    await dialog.getByLabel('Senha', { exact: true }).fill('wrong-password1');
    captchas.reset();
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(dialog.getByRole('alert'));
    await visible(dialog.getByRole('button', { name: 'Atualizar a imagem do código' }));

    await dialog.getByLabel('Senha', { exact: true }).fill('demo1234');
    await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await hidden(page.getByRole('dialog', { name: 'Entrar' }));
    await visible(header(page).getByText('Demo', { exact: true }));
    await expectBalance(page, 'R$ 1.000,00');
  });
});
