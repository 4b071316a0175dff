import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, WalletBalance } from '@app/contracts';
import { registerThroughApi } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { spinTimes } from '../support/game-page.ts';
import { bindPayeeAndPassword } from '../support/withdraw.ts';
import { DESKTOP, operatorOn } from '../support/backoffice.ts';
import { depositAsPage } from '../support/deposit.ts';

/**
 * A deposit bonus at 390 x 844 in Portuguese against the real server (issue 25): a new member
 * picks the first-deposit promotion, reads its terms under the picker, pays R$ 100 through the
 * development gateway and finds a R$ 100 bonus under 20x (deposit + bonus) wagering on the
 * bonus screen; spins an in-house slot and watches the wagering move; then withdraws, is asked
 * to give the bonus up, agrees, and keeps every real (cash) cent. And a conversion: a risk
 * operator grants R$ 10 under 1x wagering in the back office (1280 x 800); the member's own
 * stakes wager it off (cash first) and it becomes R$ 10 of cash.
 */

/** "R$ 1.234,50" -> 123450. */
function cents(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

async function wagered(page: Page): Promise<number> {
  const bar = await visible(page.getByRole('progressbar'));
  return Number(await bar.getAttribute('aria-valuenow'));
}

describe('deposit bonus', () => {
  const app = useApp();

  it('deposits with the promotion, wagers on a slot, and gives the bonus up to withdraw', async () => {
    const { page } = app;
    await app.goto('/m/home');
    await registerThroughApi(page, 'bonus');

    // The promotion's terms show under the picker before anything is paid.
    await app.goto('/m/voucherCenter');
    const main = page.getByRole('main');
    await (await visible(main.getByRole('radio', { name: /Pagamento online/ }))).check();
    await main.getByLabel('Valor', { exact: true }).fill('100');
    await main
      .getByLabel('Promoção')
      .selectOption({ label: 'Oferta de 100% no primeiro depósito' });
    await visible(main.getByText(/até R\$ 500,00/));
    await main.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/dev\/pay\/\d+$/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/m\/voucherCenter\/result\?depositId=\d+/);
    await visible(page.getByText('Pagamento recebido. Seu saldo foi atualizado.'));

    // The bonus screen: R$ 100 granted, R$ 4.000 to wager, nothing wagered yet.
    await app.goto('/m/member/bonuses');
    await visible(page.getByRole('heading', { name: 'Bônus ativo' }));
    const bar = await visible(page.getByRole('progressbar'));
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBe(4_000_00);
    expect(await wagered(page)).toBe(0);

    // A few spins on an in-house slot: cash first, every stake counts 100%.
    await app.goto('/m/home');
    await page
      .getByRole('region', { name: 'Jogos em destaque' })
      .getByRole('button', { name: /^(?!Favorito)/ })
      .filter({ hasText: 'BGS Originals' })
      .first()
      .click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    const { stakedCents: staked } = await spinTimes(page, 3);
    await app.goto('/m/member/bonuses');
    await expect.poll(() => wagered(page)).toBe(staked);

    // A withdrawal asks first, and giving the bonus up leaves the cash to withdraw.
    await bindPayeeAndPassword(page, (path) => app.goto(path), '246810');
    const form = await visible(main.getByRole('form', { name: 'Sacar' }));
    const cash = cents(await main.getByLabel('Saldo', { exact: true }).innerText());
    await form.getByLabel('Valor', { exact: true }).fill('50');
    await form.getByLabel('Senha de saque', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Sacar' }).click();
    const ask = await visible(page.getByRole('dialog', { name: 'Desistir do bônus?' }));
    await ask.getByRole('button', { name: 'Sacar e desistir do bônus' }).click();
    await visible(form.getByText('Saque solicitado. Está aguardando verificação.'));
    await expect
      .poll(async () => cents(await main.getByLabel('Saldo', { exact: true }).innerText()))
      .toBe(cash - 50_00);

    await app.goto('/m/member/bonuses');
    await visible(page.getByText('Você não tem um bônus ativo no momento.'));
    await visible(page.getByRole('list', { name: 'Bônus anteriores' }).getByText('Desistência'));
  });

  it('converts a bonus to cash once its wagering is met while spinning', async () => {
    const { page, baseUrl } = app;
    await app.goto('/m/home');
    const userName = await registerThroughApi(page, 'convert');
    await depositAsPage(page, baseUrl, 50);
    const wallet = async () =>
      WalletBalance.parse(
        await page.evaluate(async (path) => {
          const response = await fetch(path);
          return ((await response.json()) as { value: unknown }).value;
        }, API.walletBalance),
      );

    // A risk operator grants R$ 10,00 under 1x wagering from the member's page.
    const desk = await app.freshPage(DESKTOP);
    await operatorOn(desk, baseUrl, 'risk');
    const menu = desk.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Membros' }).click();
    await desk.getByLabel('Termo de busca').fill(userName);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    await desk.getByRole('link', { name: userName }).click();
    await desk.getByRole('link', { name: 'Conceder bônus' }).click();
    await desk.getByLabel('Valor do bônus').fill('10,00');
    await desk.getByLabel('Rollover (vezes o bônus)').fill('1');
    await desk.getByLabel('Motivo (fica como nota do bônus)').fill('Bônus de teste de conversão');
    await desk.getByRole('button', { name: 'Conceder bônus' }).click();
    await visible(desk.getByRole('status').filter({ hasText: /R\$ 10,00 concedido/ }));
    expect(await wallet()).toEqual({ sumBalance: 50_00, bonusBalance: 10_00 });

    // Cash first: the member's own stakes wager the bonus off; at R$ 10,00 it becomes cash.
    await app.goto('/m/home');
    await page
      .getByRole('region', { name: 'Jogos em destaque' })
      .getByRole('button', { name: /^(?!Favorito)/ })
      .filter({ hasText: 'BGS Originals' })
      .first()
      .click();
    await page.waitForURL(/\/m\/game\/bgs\/\d+$/);
    await visible(page.getByTestId('slot-bonus-balance'));
    // The largest bet up to R$ 5,00 (under the bonus's R$ 25,00 maximum), so a few spins do.
    const bet = page.getByRole('combobox', { name: 'Aposta' });
    const options = (await bet
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => Number((node as HTMLOptionElement).value)),
      )) as number[];
    await bet.selectOption(String(Math.max(...options.filter((value) => value <= 5_00))));
    let staked = 0;
    for (let round = 0; round < 60 && (await wallet()).bonusBalance > 0; round += 1) {
      staked += (await spinTimes(page, 1)).stakedCents;
    }
    expect(staked).toBeGreaterThanOrEqual(10_00);
    expect((await wallet()).bonusBalance).toBe(0);

    await app.goto('/m/member/bonuses');
    const history = await visible(page.getByRole('list', { name: 'Bônus anteriores' }));
    await visible(history.getByText('Convertido', { exact: true }));
    await visible(history.getByText('Convertido em dinheiro: R$ 10,00'));
  });
});
