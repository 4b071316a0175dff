import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  header,
  login,
  solveCaptcha,
  trackCaptchas,
  uniqueName,
  type CaptchaTracker,
} from '../support/accounts.ts';
import { hidden, linkOrButton, useApp, visible } from '../support/app.ts';

/**
 * The member centre at 390 x 844 in Portuguese, against the real server, with a member this
 * journey registers (the demo member's money and state stay untouched): the footer opens the
 * member centre with names and balance; the security centre binds an e-mail, sets security
 * questions and ends a second session opened in another browser; the nickname changes; the
 * VIP page shows the benefits table.
 */

const PASSWORD = 'Senha2026x';

async function register(page: Page, baseUrl: string, captchas: CaptchaTracker, userName: string) {
  captchas.reset();
  await linkOrButton(header(page), 'Cadastrar').first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Cadastrar' }));
  await dialog.getByRole('tab', { name: 'Usuário' }).click();
  await dialog.getByLabel('Nome de usuário', { exact: true }).fill(userName);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
  await solveCaptcha(dialog, baseUrl, captchas, 'Código da imagem');
  await dialog.getByRole('button', { name: 'Cadastrar agora' }).click();
  const prompt = await visible(page.getByRole('dialog', { name: 'Cadastro concluído' }));
  await prompt.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/m/home');
}

function footer(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

function row(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

describe('member centre', () => {
  const app = useApp();

  it('a new member uses the member centre, the security centre, personal info and VIP', async () => {
    const { page, baseUrl } = app;
    const captchas = trackCaptchas(page);
    const userName = uniqueName('centro');
    await app.goto('/m/');
    await register(page, baseUrl, captchas, userName);

    // The footer's member-centre tab: names and the balance of a new member.
    await footer(page).getByRole('link', { name: 'Área do membro' }).click();
    await page.waitForURL('**/m/member/home');
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: userName }));
    await visible(main.getByText(`Conta: ${userName}`));
    await visible(main.getByText('R$ 0,00', { exact: true }));
    await main.getByRole('button', { name: 'Atualizar saldo' }).click();
    await visible(main.getByText('R$ 0,00', { exact: true }));

    // Security centre: bind an e-mail.
    await main.getByRole('link', { name: 'Central de segurança' }).click();
    await page.waitForURL('**/m/securityCenter');
    const email = await visible(row(page, 'E-mail'));
    await visible(email.getByText('Não vinculado'));
    await email.getByRole('button', { name: /^Vincular/ }).click();
    const emailForm = await visible(page.getByRole('form', { name: 'Vincular e-mail' }));
    await emailForm.getByLabel('Endereço de e-mail').fill(`${userName}@example.com`);
    await emailForm.getByLabel('Senha de acesso').fill(PASSWORD);
    await emailForm.getByRole('button', { name: 'Salvar' }).click();
    await hidden(page.getByRole('form', { name: 'Vincular e-mail' }));
    await visible(email.getByText(`${userName.slice(0, 2)}***@example.com`));

    // Security questions: two of the fixed list.
    const questions = row(page, 'Perguntas de segurança');
    await visible(questions.getByText('Não definida'));
    await questions.getByRole('button', { name: /^Definir/ }).click();
    const questionsForm = await visible(
      page.getByRole('form', { name: 'Definir perguntas de segurança' }),
    );
    await questionsForm
      .getByRole('combobox', { name: 'Pergunta 1' })
      .selectOption({ label: 'Qual era o nome do seu primeiro animal de estimação?' });
    await questionsForm.getByRole('textbox', { name: 'Resposta 1' }).fill('Rex');
    await questionsForm
      .getByRole('combobox', { name: 'Pergunta 2' })
      .selectOption({ label: 'Em que cidade você nasceu?' });
    await questionsForm.getByRole('textbox', { name: 'Resposta 2' }).fill('Lisboa');
    await questionsForm.getByLabel('Senha de acesso').fill(PASSWORD);
    await questionsForm.getByRole('button', { name: 'Salvar' }).click();
    await visible(questions.getByText('2 perguntas respondidas'));

    // A second session in another browser; this one sees it and ends it.
    const other = await app.freshPage();
    await other.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await login(other, baseUrl, trackCaptchas(other), userName, PASSWORD);
    await visible(header(other).getByText(userName));

    await page.reload({ waitUntil: 'domcontentloaded' });
    const sessions = await visible(page.getByRole('list', { name: 'Sessões ativas' }));
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await visible(sessions.getByText('Este dispositivo'));
    await sessions.getByRole('button', { name: /^Encerrar a sessão em/ }).click();
    await visible(page.getByText('Sessão encerrada'));
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

    // The other browser has lost its session: its next call signs it out, and says why.
    await other.reload({ waitUntil: 'domcontentloaded' });
    await visible(linkOrButton(header(other), 'Entrar'));
    await visible(
      other.getByRole('status').getByText('Sua conta foi desconectada. Faça login novamente.'),
    );

    // Personal info: a new nickname, then shown in the member centre.
    await app.goto('/m/member/info');
    const info = await visible(page.getByRole('region', { name: 'Dados pessoais' }));
    await visible(info.getByText(userName, { exact: true }));
    await info.getByRole('button', { name: 'Alterar apelido' }).click();
    const nicknameForm = await visible(page.getByRole('form', { name: 'Alterar apelido' }));
    await nicknameForm.getByLabel('Novo apelido').fill('Centro Feliz');
    await nicknameForm.getByRole('button', { name: 'Salvar' }).click();
    await visible(info.getByText('Alteração salva'));
    await visible(info.getByText('Centro Feliz', { exact: true }));
    await app.goto('/m/member/home');
    await visible(page.getByRole('main').getByRole('heading', { name: 'Centro Feliz' }));

    // VIP: the member's level and every level's benefits.
    await page.getByRole('main').getByRole('link', { name: 'VIP', exact: true }).click();
    await page.waitForURL('**/m/vip');
    await visible(page.getByRole('heading', { name: 'Bronze' }));
    const table = await visible(page.getByRole('table'));
    await visible(table.getByRole('columnheader', { name: 'Limite diário de saque' }));
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    await visible(table.getByRole('rowheader', { name: 'Diamante' }));
  });
});
