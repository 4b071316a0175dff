import { describe, expect, it } from 'vitest';
import { CASHIER_API, type OpsWithdrawal } from '@app/contracts';
import { expectBalance, registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { operatorCall } from '../support/operator-api.ts';
import { bindPayeeAndPassword } from '../support/withdraw.ts';

/**
 * The cashier at 390 x 844 in Portuguese against the real server: a new member (never the demo
 * member, whose balance other journeys assert) deposits through the development gateway and
 * sees the balance rise; binds a payee, sets a withdrawal password, is refused with a wrong
 * one, withdraws and sees the request pending with the balance lowered; the operator pays it
 * through the operator API and the tracker shows it paid.
 */

describe('cashier', () => {
  const app = useApp();

  it('deposits through the gateway, binds a payee, withdraws and sees it paid', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'cash');

    // Deposit through the development gateway.
    await app.goto('/m/voucherCenter');
    const main = page.getByRole('main');
    await visible(main.getByRole('radio', { name: /Pagamento online/ }));
    await main.getByRole('radio', { name: /Pagamento online/ }).check();
    await main.getByLabel('Valor', { exact: true }).fill('150');
    await main.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/dev\/pay\/\d+$/);
    await visible(page.getByText('150.00'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/m\/voucherCenter\/result\?depositId=\d+/);
    await visible(page.getByText('Pagamento recebido. Seu saldo foi atualizado.'));
    await visible(page.getByLabel('Novo saldo', { exact: true }).getByText(/150,00/));

    // The deposit is in the history, approved.
    await page.getByRole('link', { name: 'Voltar ao depósito' }).click();
    const history = await visible(main.getByRole('list', { name: 'Histórico de depósitos' }));
    await visible(history.getByRole('listitem').filter({ hasText: 'Aprovado' }).first());
    await visible(main.getByLabel('Saldo', { exact: true }).getByText(/150,00/));

    // Bind a payee and set the withdrawal password.
    await bindPayeeAndPassword(page, (path) => app.goto(path), '246810');

    // A wrong withdrawal password is refused and moves nothing.
    const form = await visible(main.getByRole('form', { name: 'Sacar' }));
    await form.getByLabel('Valor', { exact: true }).fill('60');
    await form.getByLabel('Senha de saque', { exact: true }).fill('135790');
    await form.getByRole('button', { name: 'Sacar' }).click();
    await visible(form.getByRole('alert').filter({ hasText: 'A senha de saque está incorreta' }));
    await visible(main.getByLabel('Saldo', { exact: true }).getByText(/150,00/));

    // The right one holds the amount: pending in the tracker, balance lowered.
    await form.getByLabel('Valor', { exact: true }).fill('60');
    await form.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Sacar' }).click();
    await visible(form.getByText('Saque solicitado. Está aguardando verificação.'));
    const tracker = main.getByRole('list', { name: 'Acompanhamento de saques' });
    const row = tracker.getByRole('listitem').first();
    await visible(row.filter({ hasText: 'Pendente' }));
    expect(await row.textContent()).toContain('60,00');
    await visible(main.getByLabel('Saldo', { exact: true }).getByText(/90,00/));

    // The operator pays it.
    const pending = await operatorCall<OpsWithdrawal[]>(baseUrl, 'GET', CASHIER_API.opsWithdrawals);
    const mine = pending.find((withdrawal) => withdrawal.userName === userName);
    expect(mine?.amountCents).toBe(6_000);
    await operatorCall(
      baseUrl,
      'POST',
      CASHIER_API.opsWithdrawalPay.replace(':id', String(mine!.id)),
    );

    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(tracker.getByRole('listitem').first().filter({ hasText: 'Pago' }));

    // The header of the home screen shows the same balance.
    await app.goto('/m/home');
    await expectBalance(page, 'R$ 90,00');
  });
});
