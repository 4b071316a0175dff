import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { newCpf } from '../support/identity.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { depositAsPage } from '../support/deposit.ts';
import { REPO_ROOT } from '../support/server.ts';
import { bindPayeeAndPassword } from '../support/withdraw.ts';

/**
 * Identity checks (issue 23, decision 049) at 390 x 844 and 1280 x 800: a member with R$ 1.500
 * asks to withdraw R$ 1.200 (above the R$ 1.000 threshold) and is refused until verified;
 * uploads the front, back and a selfie with their name and CPF on /m/identity; a risk operator
 * opens the review in the back office, sees the documents and approves; the member's page reads
 * "Verificada" and the same withdrawal is accepted.
 */

const WITHDRAW_PASSWORD = '246810';
/** The payee bindPayeeAndPassword binds: the verified name must be the same. */
const PAYEE_NAME = 'Maria Teste';
/** The site's own icons stand in for photos a member would take (PNG, real images). */
const PHOTO = path.join(REPO_ROOT, 'apps/web/public/icons/icon-512.png');
const SELFIE = path.join(REPO_ROOT, 'apps/web/public/apple-touch-icon.png');

describe('identity checks', () => {
  const app = useApp();

  it('refuses a large withdrawal until an operator approves the documents, then pays it', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'kyc');
    await depositAsPage(page, baseUrl, 1500);
    await bindPayeeAndPassword(page, (pathname) => app.goto(pathname), WITHDRAW_PASSWORD);

    // Above the threshold the withdrawal is refused, with the way to the identity page.
    const main = page.getByRole('main');
    const form = await visible(main.getByRole('form', { name: 'Sacar' }));
    await form.getByLabel('Valor', { exact: true }).fill('1200');
    await form.getByLabel('Senha de saque', { exact: true }).fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: 'Sacar' }).click();
    await visible(main.getByRole('alert').filter({ hasText: 'Verifique sua identidade' }));
    await main.getByRole('link', { name: 'Verificação de identidade' }).click();
    await page.waitForURL(/\/m\/identity$/);

    // The member sends name, CPF and the three required documents.
    await visible(main.getByText('Não verificada'));
    const identity = main.getByRole('form', { name: 'Dados de identidade e documentos' });
    await identity.getByLabel('Nome completo (como no documento)').fill(PAYEE_NAME);
    const cpf = newCpf();
    await identity.getByLabel('CPF', { exact: true }).fill(cpf.replace(/\D/g, ''));
    for (const [label, file] of [
      ['Frente do documento (obrigatório)', PHOTO],
      ['Verso do documento (obrigatório)', PHOTO],
      ['Selfie segurando o documento (obrigatório)', SELFIE],
    ] as const) {
      const picker = identity.getByLabel(label, { exact: true });
      await picker.setInputFiles(file);
      await expect.poll(() => picker.isEnabled()).toBe(true);
    }
    await expect.poll(() => identity.getByText('Aguardando análise').count()).toBe(3);
    await identity.getByRole('button', { name: 'Enviar para análise' }).click();
    await visible(main.getByText('Em análise').first());

    // While the documents wait, the withdrawal still waits too.
    await app.goto('/m/withdraw');
    await form.getByLabel('Valor', { exact: true }).fill('1200');
    await form.getByLabel('Senha de saque', { exact: true }).fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: 'Sacar' }).click();
    await visible(main.getByRole('alert').filter({ hasText: 'Seus documentos estão em análise' }));

    // A risk operator reviews them in the back office and approves.
    const office = await app.freshPage(DESKTOP);
    await operatorOn(office, baseUrl, 'risk');
    await office.goto(`${baseUrl}/bo/kyc`);
    await office.getByRole('link', { name: `Abrir a verificação de ${userName}` }).click();
    await visible(office.getByRole('heading', { name: `Identidade de ${userName}` }));
    await expect
      .poll(() => office.getByRole('img', { name: /enviado em/ }).count(), { timeout: 15_000 })
      .toBe(3);
    await office.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const approve = await visible(office.getByRole('dialog', { name: 'Aprovar a identidade' }));
    await expect(approve.getByLabel('Nome completo').inputValue()).resolves.toBe(PAYEE_NAME);
    await approve.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await visible(office.getByText('Identidade aprovada.'));

    // The member is verified and the withdrawal goes through.
    await app.goto('/m/identity');
    await visible(main.getByText('Verificada', { exact: true }));
    await app.goto('/m/withdraw');
    await form.getByLabel('Valor', { exact: true }).fill('1200');
    await form.getByLabel('Senha de saque', { exact: true }).fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: 'Sacar' }).click();
    await visible(form.getByText('Saque solicitado. Está aguardando verificação.'));
    await visible(main.getByLabel('Saldo', { exact: true }).getByText(/300,00/));
  });
});
