import { describe, it } from 'vitest';
import { API_MEMBER_PASSWORD, readFromOutbox, registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';

/**
 * Issue 18 (decision 036) at 390 x 844 in Portuguese against the real server: a member
 * registered by user name binds a mobile number with the SMS code the development outbox
 * received, sets a withdrawal password, "forgets" it and resets it with a code sent to that
 * number, then binds a payee confirming with the new withdrawal password.
 */

const CODE = /\b(\d{6})\b/;

describe('account security', () => {
  const app = useApp();

  it('binds a mobile by SMS code and resets a forgotten withdrawal password with it', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'seg');
    const mobileNum = `219${Date.now().toString().slice(-8)}`;

    // The security centre: no number bound yet, a Bind action.
    await app.goto('/m/securityCenter');
    const mobileRow = await visible(page.getByRole('region', { name: 'Número de celular' }));
    await visible(mobileRow.getByText('Não vinculado'));
    await mobileRow.getByRole('button', { name: 'Vincular Número de celular' }).click();
    const mobileForm = await visible(page.getByRole('form', { name: 'Vincular celular' }));
    await mobileForm.getByLabel('Número de celular', { exact: true }).fill(mobileNum);
    await mobileForm.getByRole('button', { name: 'Obter código' }).click();
    await visible(mobileForm.getByText(`Código enviado para +55 ${mobileNum}`));
    const bindCode = await readFromOutbox(baseUrl, `+55${mobileNum}`, CODE);
    await mobileForm.getByLabel('Código de verificação', { exact: true }).fill(bindCode);
    await mobileForm.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Celular vinculado'));
    await visible(mobileRow.getByText(`21*****${mobileNum.slice(-4)}`));

    // A withdrawal password, set through the cashier's screen.
    const withdrawalRow = page.getByRole('region', { name: 'Senha de saque' });
    await withdrawalRow.getByRole('link', { name: 'Definir Senha de saque' }).click();
    await page.waitForURL(/\/m\/withdraw\/password$/);
    const main = page.getByRole('main');
    await main.getByLabel('Nova senha de saque', { exact: true }).fill('246810');
    await main.getByLabel('Confirmar senha de saque', { exact: true }).fill('246810');
    await main.getByLabel('Senha de login', { exact: true }).fill(API_MEMBER_PASSWORD);
    await main.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/m\/withdraw$/);

    // Forgotten: reset it with a code sent to the bound mobile.
    await app.goto('/m/securityCenter');
    await visible(withdrawalRow.getByText('Definida'));
    await withdrawalRow.getByRole('button', { name: 'Esqueci a senha de saque' }).click();
    const resetForm = await visible(page.getByRole('form', { name: 'Redefinir senha de saque' }));
    await visible(resetForm.getByRole('radio', { name: `SMS para 21*****${mobileNum.slice(-4)}` }));
    await resetForm.getByRole('button', { name: 'Obter código' }).click();
    await visible(resetForm.getByText(`Código enviado para 21*****${mobileNum.slice(-4)}`));
    const resetCode = await readFromOutbox(baseUrl, `+55${mobileNum}`, CODE);
    await resetForm.getByLabel('Código de verificação', { exact: true }).fill(resetCode);
    await resetForm.getByLabel('Nova senha de saque', { exact: true }).fill('975310');
    await resetForm.getByLabel('Confirmar nova senha de saque', { exact: true }).fill('975310');
    await resetForm.getByRole('button', { name: 'Salvar' }).click();
    await visible(page.getByText('Senha de saque redefinida'));

    // The new withdrawal password confirms a payee binding (the old one would not).
    await app.goto('/m/withdraw/payee');
    await main.getByLabel('Nome do banco', { exact: true }).fill('Banco Seguro');
    await main.getByLabel('Número da conta', { exact: true }).fill('0099 8877 6655');
    await main.getByLabel('Titular da conta', { exact: true }).fill('Maria Segura');
    await main.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await visible(main.getByRole('alert').filter({ hasText: 'A senha de saque está incorreta' }));
    await main.getByLabel('Senha de saque', { exact: true }).fill('975310');
    await main.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/m\/withdraw$/);
    await visible(main.getByText(/Banco Seguro \*\*\*\* 6655/));
  });
});
