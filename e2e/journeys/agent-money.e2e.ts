import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AGENT_MONEY_API, API } from '@app/contracts';
import { login, registerThroughApi, trackCaptchas } from '../support/accounts.ts';
import { useApp, visible } from '../support/app.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Agent money at 390 x 844 in Portuguese (issue 8, decision 022): a new member registers with
 * agent01's affiliate code (through the registration API from its own page, so no other
 * journey's accounts change); agent01 finds it in /m/member/team, transfers 1,00 to it and both
 * balances move by exactly that; then a rebate above agent01's own rate is refused with the
 * server's message and changes nothing, and a valid rate is saved.
 */

/** "R$ 5.000,00" (PT) as cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** The balance a member's own session reads (the new member's page). */
async function ownBalance(page: Page): Promise<number> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
  }, API.walletBalance);
}

describe('agent money', () => {
  const app = useApp();

  it('agent01 transfers to a new downline and sets its rebate within the ceiling', async () => {
    const { page, baseUrl } = app;
    // A new member under agent01's affiliate code, signed in on its own page.
    const memberPage = await app.freshPage();
    await memberPage.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const downline = await registerThroughApi(memberPage, 'dl', { affiliateCode: 'DEMO2026' });
    expect(await ownBalance(memberPage)).toBe(0);

    await app.goto('/m/home');
    await login(page, baseUrl, trackCaptchas(page), 'agent01', 'demo1234');
    await app.goto('/m/member/team');
    const balance = page.getByTestId('agent-balance');
    await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
    const before = cents((await balance.textContent()) ?? '');
    expect(before).toBeGreaterThanOrEqual(100);

    await page
      .getByRole('searchbox', { name: 'Buscar subordinados pelo nome de usuário' })
      .fill(downline);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const list = await visible(page.getByRole('list', { name: 'Subordinados' }));
    await visible(list.getByText(downline, { exact: true }));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await expect
      .poll(async () => list.getByLabel(`Saldo de ${downline}`).textContent())
      .toBe('R$ 0,00');

    await list.getByRole('button', { name: `Transferir para ${downline}` }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Transferir para ${downline}` }));
    await dialog.getByLabel(`Valor para ${downline}`).fill('1.00');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await visible(dialog.getByText('Transferir R$ 1,00 do seu saldo?'));
    await dialog.getByRole('button', { name: 'Confirmar transferência' }).click();
    await visible(dialog.getByRole('status').getByText('R$ 1,00 transferido para 1 subordinado'));
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    await expect.poll(async () => cents((await balance.textContent()) ?? '')).toBe(before - 100);
    await expect
      .poll(async () => list.getByLabel(`Saldo de ${downline}`).textContent())
      .toBe('R$ 1,00');
    expect(await ownBalance(memberPage)).toBe(100);

    // Rebate: above agent01's own RNG rate (1,00%) is refused with the server's words.
    await list.getByRole('link', { name: `Rebate de ${downline}` }).click();
    await page.waitForURL(/\/m\/member\/agent\/agentRebeat\?memberId=\d+$/);
    const form = await visible(page.getByRole('form', { name: `Taxas de rebate de ${downline}` }));
    const slots = form.getByLabel('Rebate de Slots');
    await visible(form.getByText('Máx. 1,00%'));
    await slots.fill('1.01');
    await form.getByRole('button', { name: 'Salvar taxas' }).click();
    await visible(
      form.getByRole('alert').getByText('O rebate de RNG é maior que a sua própria taxa'),
    );

    await expectNoSeriousViolations(page);
    const memberId = Number(new URL(page.url()).searchParams.get('memberId'));
    const stored = async () =>
      page.evaluate(
        async ({ url, memberId }) => {
          const response = await fetch(`${url}?memberId=${memberId}`);
          const body = (await response.json()) as {
            value: { rates: Array<{ gameType: string; rateBp: number }> };
          };
          return body.value.rates.find((rate) => rate.gameType === 'RNG')!.rateBp;
        },
        { url: AGENT_MONEY_API.downlineRebates, memberId },
      );
    expect(await stored()).toBe(0);

    await slots.fill('0.80');
    await form.getByRole('button', { name: 'Salvar taxas' }).click();
    await visible(form.getByRole('status').getByText('Taxas salvas'));
    expect(await stored()).toBe(80);
    // Reloaded, the saved rate shows in the member's digits.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect
      .poll(() =>
        page
          .getByRole('form', { name: `Taxas de rebate de ${downline}` })
          .getByLabel('Rebate de Slots')
          .inputValue(),
      )
      .toBe('0,80');

    // The rebate income screen: agent01's statement for the last 30 days.
    await app.goto('/m/member/teamRebate');
    await visible(page.getByText('Rendimento de rebate no período'));
    await visible(page.getByRole('button', { name: 'Buscar' }));
    await expectNoSeriousViolations(page);
  });
});
