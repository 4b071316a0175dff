import type { Page } from 'playwright-core';
import { API_MEMBER_PASSWORD } from './accounts.ts';

/**
 * Readies a member registered through the API for withdrawals on the site, as they would:
 * binds a payee (confirmed with the login password, decision 036), then sets the withdrawal
 * password. Ends on /m/withdraw.
 */
export async function bindPayeeAndPassword(
  page: Page,
  goto: (path: string) => Promise<void>,
  withdrawPassword: string,
): Promise<void> {
  const main = page.getByRole('main');
  await goto('/m/withdraw');
  await main.getByRole('link', { name: 'Vincular conta de beneficiário' }).click();
  await page.waitForURL(/\/m\/withdraw\/payee$/);
  await main.getByLabel('Nome do banco', { exact: true }).fill('Banco Demonstração');
  await main.getByLabel('Número da conta', { exact: true }).fill('0012 3456 7890');
  await main.getByLabel('Titular da conta', { exact: true }).fill('Maria Teste');
  await main.getByLabel('Senha de login', { exact: true }).fill(API_MEMBER_PASSWORD);
  await main.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForURL(/\/m\/withdraw$/);
  await main.getByText(/Banco Demonstração \*\*\*\* 7890/).waitFor();

  await main.getByRole('link', { name: 'Definir senha de saque' }).click();
  await page.waitForURL(/\/m\/withdraw\/password$/);
  await main.getByLabel('Nova senha de saque', { exact: true }).fill(withdrawPassword);
  await main.getByLabel('Confirmar senha de saque', { exact: true }).fill(withdrawPassword);
  await main.getByLabel('Senha de login', { exact: true }).fill(API_MEMBER_PASSWORD);
  await main.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForURL(/\/m\/withdraw$/);
}

/** Asks for a withdrawal on /m/withdraw and waits for the site's confirmation. */
export async function withdrawOnSite(page: Page, reais: string, password: string): Promise<void> {
  const form = page.getByRole('main').getByRole('form', { name: 'Sacar' });
  await form.getByLabel('Valor', { exact: true }).fill(reais);
  await form.getByLabel('Senha de saque', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sacar' }).click();
  await form.getByText('Saque solicitado. Está aguardando verificação.').waitFor();
}
