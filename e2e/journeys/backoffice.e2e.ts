import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, SERVICE_API } from '@app/contracts';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { bindPayeeAndPassword, withdrawOnSite } from '../support/withdraw.ts';

/**
 * The operator's back office at 1280 x 800 in Portuguese against the real server, beside a
 * member on the phone (issue 21). Every operator is made as an administrator makes one: a
 * one-time setup link, a password, and a TOTP enrolment read from the screen. A cashier
 * approves the bank-transfer deposit the member made on the site, pays one withdrawal and
 * rejects another with a reason the member reads in the inbox; a finance operator's balance
 * adjustment above the limit waits for a second operator, whose confirmation moves it once.
 */

const WITHDRAW_PASSWORD = '135246';

/** The member's deposit on the site: bank transfer, with the transfer's reference. */
async function depositByTransfer(page: Page, reais: string): Promise<void> {
  const main = page.getByRole('main');
  await visible(main.getByRole('radio', { name: /Transferência bancária/ }));
  await main.getByRole('radio', { name: /Transferência bancária/ }).check();
  await main.getByLabel('Valor', { exact: true }).fill(reais);
  await main.getByLabel('Referência da transferência', { exact: true }).fill('PIX-E2E-42');
  await main.getByRole('button', { name: 'Já fiz a transferência' }).click();
  await visible(main.getByText('Depósito enviado. Será creditado após verificação.'));
}

/** The site's balance (the cashier's "Saldo" figure) as text. */
async function siteBalance(page: Page): Promise<string> {
  return (await page.getByRole('main').getByLabel('Saldo', { exact: true }).textContent()) ?? '';
}

/** The member's row in a back-office queue, found through the queue's member filter. */
async function filterQueue(desk: Page, userName: string): Promise<void> {
  await desk.getByLabel('Membro', { exact: true }).fill(userName);
  await desk.getByRole('button', { name: 'Aplicar filtros' }).click();
  await visible(desk.getByRole('cell', { name: new RegExp(userName) }));
  // The member's row is in the unfiltered queue too: wait until the filter has left no other
  // member's rows (other journeys on the same database leave theirs pending).
  await expect
    .poll(() => desk.locator('tbody tr').filter({ hasNotText: userName }).count())
    .toBe(0);
}

describe('back office', () => {
  const app = useApp();

  it('a cashier enrols 2FA, approves a member’s deposit, pays a withdrawal and rejects one with a reason the member reads', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'bo');
    await app.goto('/m/voucherCenter');
    await depositByTransfer(page, '300');

    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'cashier');
    await desk
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Caixa' })
      .click();
    await filterQueue(desk, userName);
    const approve = desk.getByRole('button', { name: /^Aprovar depósito #\d+$/ });
    const depositId = /#(\d+)/.exec((await approve.getAttribute('aria-label')) ?? '')![1]!;
    await approve.click();
    const approveDialog = await visible(
      desk.getByRole('dialog', { name: `Aprovar depósito #${depositId}` }),
    );
    await approveDialog.getByRole('button', { name: 'Aprovar e creditar' }).click();
    await visible(
      desk.getByText(new RegExp(`Depósito #${depositId} aprovado: R\\$\\s?300,00 creditados`)),
    );

    // The member's balance on the site: credited once.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => siteBalance(page)).toMatch(/300,00/);

    // Two withdrawals from the site: one to pay, one to refuse.
    await bindPayeeAndPassword(page, (path) => app.goto(path), WITHDRAW_PASSWORD);
    await withdrawOnSite(page, '120', WITHDRAW_PASSWORD);
    await withdrawOnSite(page, '80', WITHDRAW_PASSWORD);
    await expect.poll(() => siteBalance(page)).toMatch(/100,00/);

    await desk
      .getByRole('navigation', { name: 'Filas do caixa' })
      .getByRole('link', { name: 'Saques' })
      .click();
    await filterQueue(desk, userName);
    const pays = desk.getByRole('button', { name: /^Pagar saque #\d+$/ });
    await expect.poll(() => pays.count()).toBe(2);
    // Oldest first: the R$ 120,00 request, then the R$ 80,00 one.
    const [payId, rejectId] = await Promise.all(
      [0, 1].map(
        async (index) =>
          /#(\d+)/.exec((await pays.nth(index).getAttribute('aria-label')) ?? '')![1]!,
      ),
    );
    await desk.getByRole('button', { name: `Pagar saque #${payId}` }).click();
    const payDialog = await visible(desk.getByRole('dialog', { name: `Pagar saque #${payId}` }));
    await payDialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await visible(desk.getByText(`Saque #${payId} pago.`));

    await desk.getByRole('button', { name: `Recusar saque #${rejectId}` }).click();
    const rejectDialog = await visible(
      desk.getByRole('dialog', { name: `Recusar saque #${rejectId}` }),
    );
    await rejectDialog.getByLabel('Motivo').fill('Conta de destino encerrada pelo banco');
    await rejectDialog.getByRole('button', { name: 'Recusar' }).click();
    await visible(desk.getByText(new RegExp(`Saque #${rejectId} recusado`)));

    // On the site: the refused amount is back and the reason is in the inbox.
    await app.goto('/m/withdraw');
    await expect.poll(() => siteBalance(page)).toMatch(/180,00/);
    await app.goto('/m/webEmail');
    const inbox = await visible(page.getByRole('list', { name: 'Caixa de mensagens' }));
    const notice = inbox.getByRole('button').first();
    await notice.click();
    await visible(page.getByText(/Conta de destino encerrada pelo banco/));

    // Both decisions are in the cashier's queue as decided, nothing left pending for this member.
    const pending = await desk.evaluate(
      async ({ path, userName }) => {
        const response = await fetch(`${path}?status=pending&member=${userName}`);
        return ((await response.json()) as { value: { total: number } }).value.total;
      },
      { path: '/bo/api/cashier/withdrawals', userName },
    );
    expect(pending).toBe(0);
  });

  // Three operators' sessions and a member's: about 40 s on a quiet machine, over 60 loaded.
  it('an admin switches maintenance on and off, support answers feedback into the inbox, and an adjustment waits for a second operator', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'bof');
    // The member's feedback, sent as the site's feedback screen sends it.
    await page.evaluate(
      async ({ paths }) => {
        const captcha = (await (await fetch(paths.captcha)).json()) as {
          value: { captchaKey: string };
        };
        const key = captcha.value.captchaKey;
        const answer = (await (await fetch(`${paths.devCaptcha}?key=${key}`)).json()) as {
          value: { answer: string };
        };
        const response = await fetch(paths.feedback, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            content: 'O saque demorou mais de um dia para cair na conta.',
            type: 1,
            captcha: answer.value.answer,
            captchaKey: key,
          }),
        });
        if (!response.ok) throw new Error(await response.text());
      },
      {
        paths: { captcha: API.captcha, devCaptcha: API.devCaptcha, feedback: SERVICE_API.feedback },
      },
    );

    // Maintenance through the back office: the site shows its maintenance page, then comes back.
    const admin = await app.freshPage(DESKTOP);
    await operatorOn(admin, baseUrl, 'admin');
    const menu = admin.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Sistema' }).click();
    await admin.getByRole('button', { name: 'Ativar manutenção' }).click();
    const confirm = await visible(admin.getByRole('dialog', { name: 'Ativar a manutenção?' }));
    await confirm.getByRole('button', { name: 'Sim, ativar manutenção' }).click();
    await visible(admin.getByText('Manutenção ativada. O site mostra a página de manutenção.'));
    try {
      await app.goto('/m/home');
      await visible(page.getByRole('heading', { name: 'Sistema em manutenção' }), 30_000);
    } finally {
      await admin.getByRole('button', { name: 'Desativar manutenção' }).click();
      await visible(admin.getByText('Manutenção desativada. O site voltou ao ar.'));
    }
    await app.goto('/m/home');
    await visible(page.getByRole('heading', { name: 'Jogos em destaque' }), 30_000);

    // Support answers the feedback; the member reads the reply in the inbox.
    const support = await app.freshPage(DESKTOP);
    await operatorOn(support, baseUrl, 'support');
    await support
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Feedback' })
      .click();
    await support.getByLabel('Membro (nome ou ID)').fill(userName);
    await support.getByRole('button', { name: 'Aplicar filtros' }).click();
    await visible(support.getByRole('cell', { name: new RegExp(userName) }));
    await support
      .getByRole('link', { name: /^Abrir feedback nº \d+$/ })
      .first()
      .click();
    await visible(support.getByText('O saque demorou mais de um dia para cair na conta.'));
    await support
      .getByLabel('Resposta ao membro')
      .fill('Pedimos desculpas: o seu saque já foi pago hoje.');
    await support.getByRole('button', { name: 'Enviar resposta' }).click();
    await visible(support.getByText('Resposta enviada à caixa de mensagens do membro.'));
    await app.goto('/m/webEmail');
    const inbox = await visible(page.getByRole('list', { name: 'Caixa de mensagens' }));
    await inbox.getByRole('button', { name: /^Resposta ao seu feedback/ }).click();
    await visible(page.getByText(/o seu saque já foi pago hoje/));

    // A credit above the limit: asked by finance, confirmed by the admin, credited once.
    const finance = await app.freshPage(DESKTOP);
    await operatorOn(finance, baseUrl, 'finance');
    await finance
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Membros' })
      .click();
    await finance.getByLabel('Termo de busca').fill(userName);
    await finance.getByRole('button', { name: 'Buscar' }).click();
    await finance.getByRole('link', { name: userName }).click();
    await finance.getByRole('button', { name: 'Ajustar saldo' }).click();
    const adjust = await visible(finance.getByRole('dialog', { name: 'Ajustar saldo' }));
    await adjust.getByRole('radio', { name: 'Crédito' }).check();
    await adjust.getByLabel('Valor').fill('1500,00');
    await adjust.getByLabel('Motivo').fill('Compensação por falha no pagamento do prêmio');
    await adjust.getByRole('button', { name: 'Ajustar' }).click();
    await visible(finance.getByText(/Aguardando um segundo operador \(pedido nº \d+\)/));
    const balanceCents = () =>
      page.evaluate(async (path) => {
        const response = await fetch(path);
        return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
      }, API.walletBalance);
    expect(await balanceCents()).toBe(0);

    await admin
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Aprovações' })
      .click();
    const confirmButton = admin.getByRole('button', { name: /^Confirmar pedido #\d+$/ }).first();
    await confirmButton.click();
    const approval = await visible(admin.getByRole('dialog', { name: /^Confirmar pedido #\d+$/ }));
    await approval.getByRole('button', { name: 'Confirmar e executar' }).click();
    await visible(admin.getByText(/Pedido #\d+ confirmado e executado\./));
    await expect.poll(balanceCents).toBe(150_000);
  }, 150_000);
});
